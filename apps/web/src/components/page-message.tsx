import { Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotFoundStatus } from '../lib/page-status';
import { usePageTitle } from '../lib/use-page-title';

/** A whole-page message (not found, failed to load) with a way on to the cars; `notFound` makes the server answer 404. */
export function PageMessage({
  title,
  text,
  action,
  notFound = false,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  notFound?: boolean;
}) {
  usePageTitle(title);
  useNotFoundStatus(notFound);
  return (
    <Container sx={{ py: { xs: 8, md: 14 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography variant="subtitle1">{text}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          {action}
          <Button component={RouterLink} to="/cars" variant="outlined">
            Browse all cars
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
