// Search by Brands: 10 brands; a brand opens /cars with that brand as the filter.
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Skeleton } from '../../../components/skeleton';
import { Link as RouterLink } from 'react-router';
import { Scroller } from '../../../components/scroller';
import { carsPath } from '../../../lib/cars-url';
import { BRAND_SCROLLER_SIZE, useBrands } from '../api/get-brands';

const tileSx = { width: { xs: 112, md: 136 } } as const;

export function BrandScroller() {
  const brands = useBrands();

  if (brands.isError) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
        <Typography color="text.secondary">We could not load the brands just now.</Typography>
        <Button variant="outlined" onClick={() => void brands.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  return (
    <Scroller label="Search by Brands">
      {brands.isPending
        ? Array.from({ length: BRAND_SCROLLER_SIZE }, (_, index) => (
            <Box key={index} sx={tileSx}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto', borderRadius: '20px' }} />
              <Skeleton width="60%" sx={{ mx: 'auto', mt: 1 }} />
            </Box>
          ))
        : brands.data.map((brand) => (
            <Link
              key={brand.id}
              component={RouterLink}
              to={carsPath({ car_brand: brand.name })}
              underline="none"
              sx={{
                ...tileSx,
                display: 'block',
                textAlign: 'center',
                color: 'text.primary',
                '&:hover .brand-mark, &:focus-visible .brand-mark': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
              }}
            >
              <Box
                className="brand-mark"
                sx={{
                  aspectRatio: '1',
                  borderRadius: '20px',
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  display: 'grid',
                  placeItems: 'center',
                  transition: 'border-color 200ms ease, transform 200ms ease',
                }}
              >
                <Box component="img" src={brand.image} alt="" loading="lazy" sx={{ width: '56%', aspectRatio: '1', display: 'block' }} />
              </Box>
              <Typography sx={{ mt: 1.25, fontWeight: 700, fontSize: 14 }} noWrap>
                {brand.name}
              </Typography>
            </Link>
          ))}
    </Scroller>
  );
}
