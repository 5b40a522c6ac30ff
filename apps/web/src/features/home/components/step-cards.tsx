// The three steps of the journey: browse curated cars, get smart matches, deal and drive.
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Box } from '@mui/material';
import { StepCard } from '../../../components/step-card';

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
        <StepCard key={step.title} index={index} {...step} />
      ))}
    </Box>
  );
}
