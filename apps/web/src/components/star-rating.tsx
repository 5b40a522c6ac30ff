// A rating shown as five stars, to the half star, read-only: for screen readers one image, "Rated 4.5
// out of 5".
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import StarHalf from '@mui/icons-material/StarHalf';
import { Box } from '@mui/material';

export function StarRating({ value, label }: { value: number; label: string }) {
  const halves = Math.round(Math.min(5, Math.max(0, value)) * 2);
  return (
    <Box role="img" aria-label={label} sx={{ display: 'inline-flex', color: '#c8931f', '& svg': { fontSize: 18 } }}>
      {Array.from({ length: 5 }, (_, index) => {
        const filled = halves - index * 2;
        if (filled >= 2) return <Star key={index} aria-hidden />;
        if (filled === 1) return <StarHalf key={index} aria-hidden />;
        return <StarBorder key={index} aria-hidden sx={{ color: 'navy.muted' }} />;
      })}
    </Box>
  );
}
