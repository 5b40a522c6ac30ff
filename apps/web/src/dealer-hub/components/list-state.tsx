// A list's three other states: a skeleton shaped like its rows, an error with a retry, an
// empty state that says what comes next.
import { Box, Button, Stack, Typography } from '@mui/material';
import { Skeleton } from '../../components/skeleton';
import { errorMessage } from '../../lib/api-client';

export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <Stack spacing={1.5} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: '12px', bgcolor: 'background.paper' }}>
          <Skeleton width="45%" />
          <Skeleton width="80%" />
        </Box>
      ))}
    </Stack>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack spacing={1.5} role="alert" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: '12px', alignItems: 'flex-start' }}>
      <Typography variant="body2">{errorMessage(error)}</Typography>
      <Button variant="outlined" size="small" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

export function ListEmpty({ children }: { children: string }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: '12px', borderStyle: 'dashed' }}
    >
      {children}
    </Typography>
  );
}
