// The three steps of the journey (spec 01 section 1): browse curated cars, get smart matches, deal and drive.
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Box, Card, Typography } from '@mui/material';

const STEPS = [
  {
    title: 'Browse curated cars',
    text: 'Every car comes from a verified dealer, with its year, kilometres, owners and price shown up front.',
    icon: <DirectionsCarOutlined />,
  },
  {
    title: 'Get smart matches',
    text: 'Filter by city, brand, body type, budget and more, and keep the ones you like in your wishlist to compare.',
    icon: <TuneOutlined />,
  },
  {
    title: 'Deal & drive',
    text: 'Make an offer, test drive at home or at the showroom, and reserve the car online when you are sure.',
    icon: <HandshakeOutlined />,
  },
];

export function StepCards() {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      {STEPS.map((step, index) => (
        <Card component="li" key={step.title} sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Box
              sx={{
                width: 52,
                height: 52,
                borderRadius: '14px',
                bgcolor: 'primary.main',
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
              }}
              aria-hidden
            >
              {step.icon}
            </Box>
            <Typography
              aria-hidden
              // Decorative, yet kept at 3:1 contrast (large text) so it stays legible.
              sx={{ fontSize: 40, fontWeight: 800, color: '#958871', fontVariantNumeric: 'tabular-nums', lineHeight: 1 }}
            >
              {String(index + 1).padStart(2, '0')}
            </Typography>
          </Box>
          <Typography variant="h3" component="h3">
            {step.title}
          </Typography>
          <Typography color="text.secondary">{step.text}</Typography>
        </Card>
      ))}
    </Box>
  );
}
