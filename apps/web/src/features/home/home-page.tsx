import { Box, Button, Container, Typography } from '@mui/material';

export function HomePage() {
  return (
    <Box sx={{ py: { xs: 8, md: 14 }, background: 'linear-gradient(180deg, #0f1724 0%, #1c2738 100%)', color: '#fff' }}>
      <Container>
        <Typography variant="h1" component="h1" sx={{ maxWidth: 720, fontSize: { xs: '2rem', md: '3rem' } }}>
          Pre-owned luxury cars from verified dealers across India
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 560, color: 'rgba(255,255,255,0.75)' }}>
          Browse curated cars, get smart matches, deal and drive.
        </Typography>
        <Button variant="contained" color="secondary" size="large" sx={{ mt: 4 }} href="/cars">
          Explore More
        </Button>
      </Container>
    </Box>
  );
}
