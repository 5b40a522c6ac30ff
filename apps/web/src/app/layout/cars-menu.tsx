// The CARS mega-menu (spec 01 section 2): cities, brands, categories and kilometre bands from the
// header-menu call; each entry opens /cars with that filter.
import ArrowForward from '@mui/icons-material/ArrowForward';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LazyPopover, OpenedOnce, useOverlayCode } from '../../components/lazy-overlay';
import { loadAhead } from '../../lib/prefetch-code';
import { carsPath } from '../../lib/cars-url';
import { useHeaderMenu } from './api/get-header-menu';

interface MenuEntry {
  label: string;
  to: string;
  count?: number;
}

// The entries are plain links styled from their list, not MUI Links: opening the menu mounts some forty
// of them, and one style for all keeps that first tap short (issue 25).
const entriesSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& a': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 2,
    minHeight: 40,
    px: 1.25,
    mx: -1.25,
    borderRadius: '8px',
    color: 'text.primary',
    fontWeight: 600,
    textDecoration: 'none',
  },
  '& a:hover, & a:focus-visible': { bgcolor: 'background.default' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& .count': { typography: 'caption', color: 'text.secondary', fontVariantNumeric: 'tabular-nums' },
} as const;

function Column({ title, entries, loading }: { title: string; entries: MenuEntry[]; loading: boolean }) {
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} variant="overline" component="h2" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" sx={entriesSx}>
        {loading
          ? Array.from({ length: 5 }, (_, index) => (
              <li key={index}>
                <Box aria-hidden sx={{ width: '70%', height: 20, my: 1, borderRadius: '6px', bgcolor: 'navy.fill' }} />
              </li>
            ))
          : entries.map((entry) => (
              <li key={entry.to}>
                <RouterLink to={entry.to}>
                  {entry.label}
                  {entry.count !== undefined && <span className="count">{entry.count}</span>}
                </RouterLink>
              </li>
            ))}
      </Stack>
    </Box>
  );
}

export function CarsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Fetched when the header first renders, so the menu opens full rather than loading.
  const menu = useHeaderMenu();
  const data = menu.data;
  const loading = menu.isPending;

  const columns: { title: string; entries: MenuEntry[] }[] = [
    {
      title: 'Cities',
      entries: (data?.cities ?? []).map((c) => ({ label: c.name, to: carsPath({ location: c.name }), count: c.car_count })),
    },
    {
      title: 'Brands',
      entries: (data?.car_brands ?? []).map((b) => ({ label: b.name, to: carsPath({ car_brand: b.name }), count: b.car_count })),
    },
    {
      title: 'Categories',
      entries: (data?.categories ?? []).map((c) => ({ label: c.name, to: carsPath({ car_type: c.name }), count: c.car_count })),
    },
    {
      title: 'Kilometers driven',
      entries: (data?.distance ?? []).map((d) => ({ label: d.label, to: carsPath({ kilometers: d.kilometers }) })),
    },
  ];

  const close = () => setAnchor(null);
  const code = useOverlayCode([LazyPopover]);

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore sx={{ transition: 'transform 200ms', transform: anchor ? 'rotate(180deg)' : 'none' }} />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onPointerDown={() => loadAhead(LazyPopover)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          code.load();
        }}
        sx={{ fontWeight: 800, letterSpacing: '0.08em', px: 1.5 }}
      >
        CARS
      </Button>
      <OpenedOnce open={anchor !== null && code.loaded}>
        <LazyPopover
          id={menuId}
          open={anchor !== null}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          slotProps={{ paper: { sx: { mt: 1.5, width: 'min(880px, calc(100vw - 32px))', borderRadius: '20px' } } }}
        >
          <Box onClick={(event) => (event.target as HTMLElement).closest('a') && close()} sx={{ p: 4 }}>
            {menu.isError ? (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography>We could not load the menu just now.</Typography>
                <Button variant="outlined" onClick={() => void menu.refetch()}>
                  Try again
                </Button>
              </Stack>
            ) : (
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 4 }}>
                {columns.map((column) => (
                  <Column key={column.title} title={column.title} entries={column.entries} loading={loading} />
                ))}
              </Box>
            )}
            <Box
              sx={{
                mt: 3,
                pt: 3,
                borderTop: 1,
                borderColor: 'divider',
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 2,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                Every car comes from a verified dealer.
              </Typography>
              <Link
                component={RouterLink}
                to="/cars"
                sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
              >
                Browse all cars <ArrowForward fontSize="small" />
              </Link>
            </Box>
          </Box>
        </LazyPopover>
      </OpenedOnce>
    </>
  );
}
