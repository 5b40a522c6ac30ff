// The map of the contact page (centred on fixed coordinates at zoom 14). It is a
// drawn illustration, so it works offline and loads no third-party script; the real map is one link away.
import OpenInNew from '@mui/icons-material/OpenInNew';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { CONCIERGE } from '../../../lib/concierge';

export const OFFICE_LOCATION = { lat: 28.4595, lng: 77.0266, zoom: 14 } as const;
export const GOOGLE_MAPS_URL = `https://www.google.com/maps/@${OFFICE_LOCATION.lat},${OFFICE_LOCATION.lng},${OFFICE_LOCATION.zoom}z`;

function MapIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 800 420"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      sx={{ display: 'block', width: '100%', height: '100%' }}
    >
      <rect width="800" height="420" fill="#f3efe7" />
      {/* City blocks */}
      <g fill="#e8e2d6">
        <rect x="20" y="20" width="150" height="95" rx="6" />
        <rect x="200" y="20" width="170" height="95" rx="6" />
        <rect x="400" y="20" width="120" height="95" rx="6" />
        <rect x="20" y="145" width="150" height="120" rx="6" />
        <rect x="200" y="145" width="80" height="120" rx="6" />
        <rect x="550" y="145" width="110" height="120" rx="6" />
        <rect x="20" y="295" width="150" height="110" rx="6" />
        <rect x="200" y="295" width="170" height="110" rx="6" />
        <rect x="550" y="295" width="230" height="110" rx="6" />
        <rect x="690" y="20" width="90" height="245" rx="6" />
      </g>
      {/* Park and lake */}
      <rect x="300" y="145" width="220" height="120" rx="10" fill="#dde7d3" />
      <path d="M330 250c20-30 60-38 95-30s55 30 80 24v21H330z" fill="#cfe0ea" />
      <rect x="550" y="20" width="110" height="95" rx="10" fill="#dde7d3" />
      {/* Roads */}
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 130H800M0 280H800M185 0V420M385 0V420M535 0V420M675 0V420" strokeWidth="14" />
        <path d="M-20 420L420 0" strokeWidth="22" stroke="#fbf8f2" />
      </g>
      <path d="M-20 420L420 0" stroke="#d9cdb4" strokeWidth="2" strokeDasharray="10 10" fill="none" />
      {/* Pin */}
      <g transform="translate(460 200)">
        <ellipse cx="0" cy="34" rx="16" ry="5" fill="#0f1b2d" opacity="0.18" />
        <circle r="44" fill="#8a6a2f" opacity="0.12" />
        <path d="M0 32C-4 20-22 6-22-10a22 22 0 0 1 44 0C22 6 4 20 0 32z" fill="#8a6a2f" />
        <circle cy="-10" r="8" fill="#ffffff" />
      </g>
    </Box>
  );
}

export function OfficeMap() {
  return (
    <Card component="section" aria-labelledby="office-map-title" sx={{ overflow: 'hidden', p: 0 }}>
      <Box sx={{ position: 'relative', height: { xs: 260, md: 360 } }}>
        <Box role="img" aria-label="Map of our office in Gurugram" sx={{ position: 'absolute', inset: 0 }}>
          <MapIllustration />
        </Box>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: { xs: 3, md: 4 }, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlined sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden />
          <Box>
            <Typography id="office-map-title" variant="h4" component="h2">
              Visit us
            </Typography>
            <Typography component="address" color="text.secondary" sx={{ fontStyle: 'normal' }}>
              {CONCIERGE.address}
            </Typography>
          </Box>
        </Stack>
        <Button
          href={GOOGLE_MAPS_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<OpenInNew />}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          Open in Google Maps
        </Button>
      </Stack>
    </Card>
  );
}
