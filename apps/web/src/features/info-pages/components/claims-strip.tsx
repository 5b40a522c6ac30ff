// The product's three claims: 50k+ cars available, 98% customer satisfaction, 24/7 support.
import { Box, Typography } from '@mui/material';

const CLAIMS = [
  { value: '50k+', label: 'Cars available' },
  { value: '98%', label: 'Customer satisfaction' },
  { value: '24/7', label: 'Support' },
];

export function ClaimsStrip({ title = 'Why buyers choose Luxe Wheels' }: { title?: string }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '24px', px: { xs: 3, md: 6 }, py: { xs: 4, md: 5 } }}
    >
      <Typography variant="overline" component="h2" sx={{ color: 'rgba(255,255,255,0.72)' }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {CLAIMS.map((claim) => (
          <Box key={claim.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" sx={{ color: 'rgba(255,255,255,0.72)' }}>
              {claim.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: { xs: 36, md: 48 }, fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
            >
              {claim.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
