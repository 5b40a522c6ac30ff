// The help center: a 'Search by car names..' box that opens the car list, and
// Buying, Selling and Account tiles with short answers.
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CarSearchForm } from '../../components/car-search-form';
import { IconTile } from './components/icon-tile';
import { StaticPage } from './components/static-page';

interface HelpTile {
  title: string;
  icon: ReactNode;
  points: readonly string[];
}

const TILES: readonly HelpTile[] = [
  {
    title: 'Buying',
    icon: <ShoppingBagOutlined />,
    points: [
      'Make an offer on any car; the dealer can accept it, decline it or send a counter-offer.',
      'Book a test drive at home or at the showroom. The fee is refunded in full if you buy within 15 days of your last test drive.',
      'Reserve a car for up to 3 days with a refundable 25,000 rupee freeze amount, adjusted against the price when you buy.',
    ],
  },
  {
    title: 'Selling',
    icon: <SellOutlined />,
    points: [
      'Cars on Luxe Wheels are listed by verified dealers through the Vendor’s Hub, our separate dealer panel.',
      'Dealers reply to offers and counter-offers from buyers, and keep every deal on the platform.',
      'Own a showroom and want to list with us? Apply from Sell on Luxe Wheels, linked at the foot of every page: an operator checks your GSTIN, PAN and trade certificate.',
    ],
  },
  {
    title: 'Account',
    icon: <ManageAccountsOutlined />,
    points: [
      'Sign in with your mobile number and a 6-digit one-time code; there is no password to forget.',
      'Edit your name, email, gender, city and state in your profile; your mobile number is your sign-in and stays fixed.',
      'Your bookings, test drives and offers each have a tab in your profile.',
    ],
  },
];

function HelpSearch() {
  return (
    <CarSearchForm
      name="Search help by car name"
      fieldLabel="Search by car names"
      placeholder="Search by car names.."
      sx={{ mt: 3, pl: 2.5, height: 56, maxWidth: 560 }}
    />
  );
}

export function HelpCenterPage() {
  return (
    <StaticPage
      title="Help center"
      description="Help with buying a pre-owned luxury car on Luxe Wheels: offers, test drives, reservations, refunds, dealer listings and your account."
      lead={<HelpSearch />}
    >
      <Typography variant="h2" component="h2" sx={{ mb: 3 }}>
        How can we help?
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {TILES.map((tile) => (
          <Card component="li" key={tile.title} sx={{ p: { xs: 3, md: 4 } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
              <IconTile>{tile.icon}</IconTile>
              <Typography variant="h3" component="h3">
                {tile.title}
              </Typography>
            </Stack>
            <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
              {tile.points.map((point) => (
                <Typography component="li" key={point} sx={{ mb: 1 }}>
                  {point}
                </Typography>
              ))}
            </Box>
          </Card>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 6, alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary">
          More answers in our{' '}
          <Link component={RouterLink} to="/faq">
            FAQ
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to="/cancellation-refund">
            cancellation and refund policy
          </Link>
          .
        </Typography>
        <Button component={RouterLink} to="/contact-us" variant="outlined" sx={{ minHeight: 44, flexShrink: 0 }}>
          Contact support
        </Button>
      </Stack>
    </StaticPage>
  );
}
