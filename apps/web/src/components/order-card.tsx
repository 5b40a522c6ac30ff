// A card of a buyer's order (My Bookings, Test Drives, the purchased history): the car's photo and name
// linking to its page, the dealer, the order's figures, its status, and its actions.
import { Box, Card, Link, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CarImage } from './car-image';
import { Figure } from './figure';
import { Tag } from './tag';

interface OrderCardProps {
  carId: number;
  carName: string;
  image: string | undefined;
  subtitle: string;
  /** A label, or an element of its own (the history's status opens the order). */
  status: ReactNode;
  /** The reservation's end, the refund's state: one line under the figures. */
  note: string | null;
  figures: { label: string; value: string }[];
  actions?: ReactNode;
  /** The heading's level: h3 under a tab's heading, h2 on a page of its own. */
  headingLevel?: 'h2' | 'h3';
}

export function OrderCard({ carId, carName, image, subtitle, status, note, figures, actions, headingLevel = 'h3' }: OrderCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px minmax(0, 1fr)' } }}
    >
      <CarImage src={image} alt={carName} sx={{ width: '100%', height: { sm: '100%' } }} />
      <Box sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h4" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={`/car-details/${carId}`} color="inherit" underline="hover">
                {carName}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </Box>
          {typeof status === 'string' ? <Tag sx={{ bgcolor: 'navy.fill', color: 'text.primary' }}>{status}</Tag> : status}
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, my: 2 }}
        >
          {figures.map((figure) => (
            <Figure key={figure.label} label={figure.label} value={figure.value} />
          ))}
        </Box>
        {note && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {note}
          </Typography>
        )}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            {actions}
          </Stack>
        )}
      </Box>
    </Card>
  );
}
