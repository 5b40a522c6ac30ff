// /purchased-history (the route exists; the original design does not show its content). It points the
// buyer to where their bookings really are rather than showing made-up orders.
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { StaticPage } from './components/static-page';

export function PurchasedHistoryPage() {
  return (
    <StaticPage
      title="Purchased history"
      maxWidth="md"
      description="Your Luxe Wheels purchases, reservations and test-drive bookings appear in your profile's bookings."
    >
      <Card sx={{ p: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              borderRadius: '16px',
              bgcolor: 'primary.main',
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <ReceiptLongOutlined />
          </Box>
          <Typography variant="h2" component="h2">
            Your purchases live in your profile
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
            Every car you reserve or buy appears under My Bookings in your profile, with its payment; the test drives you schedule and the
            offers you make have their own tabs there. Sign in with your mobile number to see them.
          </Typography>
          <Button component={RouterLink} to="/profile?tab=bookings" variant="contained" sx={{ minHeight: 48 }}>
            Open my bookings
          </Button>
        </Stack>
      </Card>
    </StaticPage>
  );
}
