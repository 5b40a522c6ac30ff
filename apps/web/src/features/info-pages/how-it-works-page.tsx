// How it works: a hero with Get started,
// four step cards, the why-choose-us strip, the testimonial marquee (480 s) and a
// closing Get started.
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SectionHeading } from '../../components/section-heading';
import { StepCard } from '../../components/step-card';
import { TestimonialsMarquee } from '../../components/testimonials-marquee';
import { ClaimsStrip } from './components/claims-strip';
import { StaticPage } from './components/static-page';

const MARQUEE_SECONDS = 480;

const STEPS = [
  {
    title: 'Sign up',
    text: 'Create your account with your mobile number and a one-time code. No password to remember; you must be 18 or older.',
    icon: <PersonAddAltOutlined />,
  },
  {
    title: 'Search and compare',
    text: 'Filter by city, brand, body type, budget and kilometres, save the cars you like to your wishlist and compare up to three side by side.',
    icon: <TravelExploreOutlined />,
  },
  {
    title: 'Negotiate the deal',
    text: 'Make an offer on the price, see the dealer’s counter-offer in one place, and test drive at home or at the showroom before you decide.',
    icon: <ChatOutlined />,
  },
  {
    title: 'Book and drive away',
    text: 'Reserve the car online: it is held for you alone for up to 3 days, and the refundable amount is adjusted against the price when you buy.',
    icon: <KeyOutlined />,
  },
];

function GetStarted() {
  return (
    <Button component={RouterLink} to="/cars" variant="contained" color="secondary" size="large" sx={{ minHeight: 48, px: 4 }}>
      Get started
    </Button>
  );
}

export function HowItWorksPage() {
  return (
    <StaticPage
      title="How it works"
      description="Buy a pre-owned luxury car in four steps on Luxe Wheels: sign up, search and compare, negotiate the deal, book and drive away."
      lead={
        <Stack spacing={3} sx={{ mt: 2, maxWidth: 640, alignItems: 'flex-start' }}>
          <Typography sx={{ color: 'rgba(255,255,255,0.8)', fontSize: '1.125rem' }}>
            From the first search to the keys in your hand: verified dealers, open negotiation and a car held for you while you decide.
          </Typography>
          <GetStarted />
        </Stack>
      }
    >
      <SectionHeading title="Four steps to your next car" description="Everything happens in one place, at your pace." />
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {STEPS.map((step, index) => (
          <StepCard key={step.title} index={index} {...step} announceNumber />
        ))}
      </Box>

      <Box sx={{ mt: { xs: 6, md: 10 } }}>
        <ClaimsStrip />
      </Box>

      <Box component="section" aria-labelledby="how-testimonials" sx={{ mt: { xs: 6, md: 10 } }}>
        <SectionHeading id="how-testimonials" title="What our buyers say" />
        <TestimonialsMarquee durationSeconds={MARQUEE_SECONDS} />
      </Box>

      <Stack spacing={2} sx={{ mt: { xs: 6, md: 10 }, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h2" component="h2">
          Ready to find your car?
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          Browse cars from verified dealers across India, and book a test drive when one catches your eye.
        </Typography>
        <GetStarted />
      </Stack>
    </StaticPage>
  );
}
