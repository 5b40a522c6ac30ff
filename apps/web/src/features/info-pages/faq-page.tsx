// The FAQ page: the seven entries, one open at a time.
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FaqList } from '../../components/faq-list';
import { StaticPage } from './components/static-page';

export function FaqPage() {
  return (
    <StaticPage
      title="FAQ"
      maxWidth="md"
      description="Answers about buying a pre-owned luxury car on Luxe Wheels: vehicle history, charges, authenticity, car loans, data security, AI pricing and condition."
    >
      <Typography variant="h2" component="h2">
        Frequently asked questions
      </Typography>
      <Typography variant="subtitle1" sx={{ mt: 1, mb: 3 }}>
        What buyers ask us most before they reserve a car.
      </Typography>
      <FaqList />
      <Box sx={{ mt: 6, p: { xs: 3, md: 4 }, borderRadius: '16px', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h3" component="h2">
              Still have a question?
            </Typography>
            <Typography color="text.secondary">Write to our concierge team; we reply within 2 business days.</Typography>
          </Box>
          <Button component={RouterLink} to="/contact-us" variant="contained" sx={{ minHeight: 48, flexShrink: 0 }}>
            Contact us
          </Button>
        </Stack>
      </Box>
    </StaticPage>
  );
}
