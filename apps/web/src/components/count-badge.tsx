// A small count on a header icon (unread notifications, wishlisted cars). Hidden from assistive
// technology: the icon's own name says the count in words.
import { Box } from '@mui/material';

export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      aria-hidden
      data-testid={testId}
      sx={{
        position: 'absolute',
        top: -6,
        right: -8,
        minWidth: 18,
        height: 18,
        px: 0.5,
        borderRadius: 9,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 11,
        fontWeight: 800,
        lineHeight: '18px',
        textAlign: 'center',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
