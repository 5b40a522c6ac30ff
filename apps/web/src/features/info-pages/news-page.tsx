// News: five news cards (image, heading, date, author, text) and the newsletter box.
// Below 800px the cards stack with the picture on top; from 800px the picture sits beside the text.
import { Box, Card, Stack, Typography } from '@mui/material';
import { CarImage } from '../../components/car-image';
import { NewsletterBox } from '../../components/newsletter-box';
import { StaticPage } from './components/static-page';

const WIDE = '@media (min-width: 800px)';

interface NewsItem {
  id: string;
  heading: string;
  /** ISO date. */
  date: string;
  author: string;
  text: string;
  body: 'sedan' | 'suv' | 'coupe' | 'convertible' | 'hatchback';
  hex: string;
  alt: string;
}

const NEWS: readonly NewsItem[] = [
  {
    id: 'first-luxury-car',
    heading: 'Buying your first pre-owned luxury car: a checklist',
    date: '2025-06-20',
    author: 'Luxe Wheels editorial team',
    text: 'Match the chassis and engine numbers with the registration certificate, ask for the service booklet and insurance claim history, and take the car on the roads you drive every day. Our checklist walks you through every step, from the first offer to the transfer of papers.',
    body: 'sedan',
    hex: '1c2a44',
    alt: 'A deep blue sedan, side view',
  },
  {
    id: 'test-drive-at-home',
    heading: 'Test drives now come to your door',
    date: '2025-06-12',
    author: 'Luxe Wheels concierge team',
    text: 'Book a test drive at home or at the showroom in a few taps. Pick one of the next four days and an hourly slot between 10 AM and 6 PM; the fee is refunded in full if you buy within 15 days of your last test drive.',
    body: 'suv',
    hex: 'e8e4dc',
    alt: 'A pearl white SUV, side view',
  },
  {
    id: 'fair-offer',
    heading: 'How to make an offer a dealer will take seriously',
    date: '2025-05-28',
    author: 'Luxe Wheels editorial team',
    text: 'Start from our price guidance, which compares the car with similar listings by model, year, kilometres and city. Then weigh the condition and service history. Offers and counter-offers sit in one place, so both sides can see exactly where the deal stands.',
    body: 'coupe',
    hex: '7a1f2b',
    alt: 'A deep red coupe, side view',
  },
  {
    id: 'freeze-a-car',
    heading: 'Found the one? Freeze it for 3 days',
    date: '2025-05-09',
    author: 'Luxe Wheels concierge team',
    text: 'A refundable 25,000 rupee freeze amount holds a car for you alone for up to 3 days, with as many test drives as you need. When you buy, it is adjusted against the price; if you walk away, it comes back to you in 7 to 10 working days.',
    body: 'convertible',
    hex: '2f3b2f',
    alt: 'A dark green convertible, side view',
  },
  {
    id: 'summer-care',
    heading: 'Keeping a luxury car at its best through an Indian summer',
    date: '2025-04-22',
    author: 'Luxe Wheels editorial team',
    text: 'Park in the shade, check coolant and tyre pressures more often, and let the turbo idle for a minute after a hard drive. Small habits like these protect the paint, the leather and the engine, and they show in the service records when you sell.',
    body: 'hatchback',
    hex: '9aa3ad',
    alt: 'A silver hatchback, side view',
  },
];

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function NewsCard({ item, eager }: { item: NewsItem; eager: boolean }) {
  return (
    <Card
      component="article"
      aria-labelledby={`news-${item.id}`}
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', [WIDE]: { flexDirection: 'row' } }}
    >
      <Box sx={{ flexShrink: 0, [WIDE]: { width: '42%' } }}>
        <CarImage src={`/media/cars/${item.body}/${item.hex}/side.svg`} alt={item.alt} eager={eager} sx={{ [WIDE]: { height: '100%' } }} />
      </Box>
      <Stack spacing={1.5} sx={{ p: { xs: 3, md: 4 }, justifyContent: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={item.date}>{dateFormat.format(new Date(item.date))}</time> · {item.author}
        </Typography>
        <Typography id={`news-${item.id}`} variant="h3" component="h2">
          {item.heading}
        </Typography>
        <Typography color="text.secondary">{item.text}</Typography>
      </Stack>
    </Card>
  );
}

export function NewsPage() {
  return (
    <StaticPage
      title="News"
      description="News and buying guides from Luxe Wheels: test drives at home, making a fair offer, reserving a car and caring for a pre-owned luxury car."
    >
      <Stack spacing={3}>
        {NEWS.map((item, index) => (
          <NewsCard key={item.id} item={item} eager={index === 0} />
        ))}
      </Stack>
      <Box sx={{ mt: { xs: 6, md: 10 } }}>
        <NewsletterBox title="Exclusive cars. Insider access. Join our newsletter." />
      </Box>
    </StaticPage>
  );
}
