// The customer testimonials marquee: three static testimonials that drift
// sideways and pause on hover or focus. With reduced motion they stand still and scroll by hand.
import FormatQuote from '@mui/icons-material/FormatQuote';
import { Avatar, Box, Card, Stack, Typography } from '@mui/material';

interface Testimonial {
  name: string;
  age: number;
  car: string;
  comment: string;
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Arjun Malhotra',
    age: 38,
    car: 'BMW 5 Series 530d M Sport',
    comment:
      'I had shortlisted three cars in two cities. The dealer answered every question about the service history, and the price we settled on was fair for both of us.',
  },
  {
    name: 'Priya Raghavan',
    age: 34,
    car: 'Mercedes-Benz GLC 300 4MATIC',
    comment:
      'The test drive came to my home on a Sunday morning. No pressure, no hidden charges: the token I paid was adjusted in the final price exactly as promised.',
  },
  {
    name: 'Karan Sethi',
    age: 45,
    car: 'Porsche Macan S',
    comment:
      'Negotiating through offers felt calm and transparent. I could see every counter-offer in one place and closed the deal within a week.',
  },
];

/** Enough copies of the three cards to fill the widest screen, twice over for a seamless loop. */
const COPIES = 4;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const initials = testimonial.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <Card
      component="figure"
      sx={{ m: 0, width: { xs: 300, md: 380 }, p: 3, display: 'flex', flexDirection: 'column', gap: 2, flexShrink: 0 }}
    >
      <FormatQuote sx={{ color: 'secondary.light', fontSize: 36, transform: 'scaleX(-1)' }} aria-hidden />
      <Typography component="blockquote" sx={{ m: 0, flex: 1 }}>
        {testimonial.comment}
      </Typography>
      <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44, fontSize: 15, fontWeight: 700 }} aria-hidden>
          {initials}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>
            {testimonial.name}, {testimonial.age}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {testimonial.car}
          </Typography>
        </Box>
      </Stack>
    </Card>
  );
}

export function TestimonialsMarquee({ durationSeconds }: { durationSeconds: number }) {
  const copies = Array.from({ length: COPIES }, (_, copy) => copy);
  return (
    <Box
      sx={{
        overflow: 'hidden',
        maskImage: 'linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent)',
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto', maskImage: 'none' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 3,
          width: 'max-content',
          py: 1,
          animation: `luxe-marquee ${durationSeconds}s linear infinite`,
          '&:hover, &:focus-within': { animationPlayState: 'paused' },
          '@keyframes luxe-marquee': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(calc(-50% - 12px))' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {copies.map((copy) =>
          TESTIMONIALS.map((testimonial) => (
            <Box key={`${copy}-${testimonial.name}`} aria-hidden={copy > 0 ? true : undefined} sx={{ display: 'flex' }}>
              <TestimonialCard testimonial={testimonial} />
            </Box>
          )),
        )}
      </Box>
    </Box>
  );
}
