// The honest stand-in for a page that is not built yet: its title and a line saying it is coming.
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { PageHeader } from './page-header';

export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Container maxWidth="xl" sx={{ py: { xs: 6, md: 10 } }}>
        <Stack spacing={3} sx={{ maxWidth: 560 }}>
          <Typography variant="subtitle1">This page is coming soon. We are putting the finishing touches to it.</Typography>
          <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Back to home
          </Button>
        </Stack>
      </Container>
    </>
  );
}
