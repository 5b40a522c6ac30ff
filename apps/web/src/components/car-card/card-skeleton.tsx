import { Box, Card } from '@mui/material';
import { Skeleton } from '../skeleton';

/** Shaped like the car card, so the grid does not jump when the cars arrive. */
export function CardSkeleton() {
  return (
    <Card sx={{ width: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Box sx={{ p: 2.5 }}>
        <Skeleton width="80%" height={28} />
        <Skeleton width="40%" />
        <Skeleton width="100%" height={48} sx={{ mt: 1 }} />
        <Skeleton width="50%" height={36} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" width="100%" height={44} sx={{ mt: 1.5 }} />
      </Box>
    </Card>
  );
}
