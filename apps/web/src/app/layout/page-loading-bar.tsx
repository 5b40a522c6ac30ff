// A thin bar across the top while the code of the page the user is going to downloads.
import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { usePageLoading } from '../../lib/page-loading';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

export function PageLoadingBar() {
  if (!usePageLoading()) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        bgcolor: 'rgba(0, 0, 0, 0.08)',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          bgcolor: 'primary.main',
          animation: `${sweep} 1.1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
      }}
    />
  );
}
