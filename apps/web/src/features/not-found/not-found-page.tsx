import { Box, Button, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('Page not found');
  return (
    <Container sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '6rem' }}>
        404
      </Typography>
      <Typography sx={{ mt: 2 }}>Sorry, we were unable to find that page</Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center' }}>
        <Link component={RouterLink} to="/">
          Home page
        </Link>
        <Button variant="contained" onClick={() => navigate('/')}>
          Try Again
        </Button>
      </Box>
    </Container>
  );
}
