import { AppBar, Box, Container, Link, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router';

export function Layout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'primary.main' }}>
        <Toolbar sx={{ gap: 3 }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            color="inherit"
            sx={{ fontWeight: 700, fontSize: 20, letterSpacing: '0.04em' }}
          >
            LUXE{' '}
            <Box component="span" sx={{ color: '#c8a45d' }}>
              WHEELS
            </Box>
          </Link>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'rgba(255,255,255,0.8)', py: 4 }}>
        <Container>
          <Typography variant="body2">
            © {new Date().getFullYear()} Luxe Wheels. Pre-owned luxury cars from verified dealers across India.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
