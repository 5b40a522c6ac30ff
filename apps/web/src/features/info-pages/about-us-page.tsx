// About us: the AI-powered platform, verified
// dealers, service records, concierge support, and a Contact us link.
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { IconTile } from './components/icon-tile';
import { StaticPage } from './components/static-page';
import { ClaimsStrip } from './components/claims-strip';

const PILLARS = [
  {
    title: 'An AI-powered platform',
    text: 'Our price guidance compares every car with similar listings by brand, model, year, kilometres and city, so you know where a fair offer starts before you make one.',
    icon: <AutoAwesomeOutlined />,
  },
  {
    title: 'Verified dealers only',
    text: 'We list cars only from dealers whose trade licence and showroom we have checked. A dealer who takes a deal off the platform pays a 25,000 rupee penalty per breach, and three warnings mean permanent delisting.',
    icon: <VerifiedOutlined />,
  },
  {
    title: 'Service records up front',
    text: 'Registration year and state, previous owners and the odometer reading are on every listing, and verified dealers share service and insurance history before you pay anything.',
    icon: <HistoryEduOutlined />,
  },
  {
    title: 'Concierge support',
    text: 'A real person helps you shortlist, arranges test drives at home or at the showroom, and stays with you until the papers are transferred. Support is open 24/7.',
    icon: <SupportAgentOutlined />,
  },
];

export function AboutUsPage() {
  return (
    <StaticPage
      title="About us"
      description="Luxe Wheels is India's AI-powered marketplace for pre-owned luxury cars from verified dealers, with service records up front and concierge support."
    >
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Typography variant="h2" component="h2">
          A calmer way to buy a pre-owned luxury car in India
        </Typography>
        <Stack spacing={2}>
          <Typography variant="subtitle1">
            Buying a car worth 20 lakh or 3 crore rupees should feel like walking into a good showroom, not like haggling in a car bazaar.
            Luxe Wheels brings the best pre-owned luxury cars from verified dealers across India into one place, with the facts you need to
            decide.
          </Typography>
          <Typography color="text.secondary">
            Browse and compare, make an offer and negotiate in the open, test drive at home or at the showroom, and reserve the car online
            when you are sure. A reserved car is held for you alone for 3 days, and the refundable amount you pay is adjusted against the
            price when you buy.
          </Typography>
        </Stack>
      </Box>

      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: { xs: 5, md: 8 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {PILLARS.map((pillar) => (
          <Card component="li" key={pillar.title} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <IconTile>{pillar.icon}</IconTile>
            <Typography variant="h3" component="h3">
              {pillar.title}
            </Typography>
            <Typography color="text.secondary">{pillar.text}</Typography>
          </Card>
        ))}
      </Box>

      <Box sx={{ mt: { xs: 5, md: 8 } }}>
        <ClaimsStrip />
      </Box>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: { xs: 5, md: 8 }, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h3" component="h2">
            Talk to us
          </Typography>
          <Typography color="text.secondary">Questions about a car, or want to list your showroom with us?</Typography>
        </Box>
        <Button component={RouterLink} to="/contact-us" variant="contained" color="secondary" sx={{ minHeight: 48, flexShrink: 0 }}>
          Contact us
        </Button>
      </Stack>
    </StaticPage>
  );
}
