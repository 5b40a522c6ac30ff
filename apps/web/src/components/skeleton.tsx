// A grey, gently pulsing block where content is still loading: the look of MUI's Skeleton (the same
// variants and sizes) in a few lines, so the first page's code does not carry MUI's.
import { Box, type SxProps, type Theme } from '@mui/material';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

interface SkeletonProps {
  /** 'text' (the default) is a line of text's height, with rounded ends. */
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}

/** `rounded` follows the theme's corner radius, as MUI's does. */
const radius = { text: '4px', rectangular: 0, rounded: 1, circular: '50%' } as const;

export function Skeleton({ variant = 'text', width, height, sx }: SkeletonProps) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={[
        {
          display: 'block',
          width,
          height: height ?? (variant === 'text' ? '1.2em' : undefined),
          // A line of text: its height with some air above and below, as the text itself has.
          ...(variant === 'text' && { transform: 'scale(1, 0.6)', transformOrigin: '0 55%' }),
          borderRadius: radius[variant],
          bgcolor: 'navy.skeleton',
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
