import { styled, type CSSObject } from '@mui/material/styles';
import { Skeleton } from '../skeleton';
import { themeStyles } from '../theme-styles';

// The card's surface (the theme's Card) from one styled root, as the car card draws its own.
const Root = styled('div')(
  themeStyles((theme) => ({
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    ...(theme.components?.MuiCard?.styleOverrides?.root as CSSObject),
    overflow: 'hidden',
    width: '100%',
    '& .card-skeleton-body': { padding: theme.spacing(2.5) },
  })),
);

/** Shaped like the car card, so the grid does not jump when the cars arrive. */
export function CardSkeleton() {
  return (
    <Root aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <div className="card-skeleton-body">
        <Skeleton width="80%" height={28} />
        <Skeleton width="40%" />
        <Skeleton width="100%" height={48} sx={{ mt: 1 }} />
        <Skeleton width="50%" height={36} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" width="100%" height={44} sx={{ mt: 1.5 }} />
      </div>
    </Root>
  );
}
