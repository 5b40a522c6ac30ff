// The CARS mega-menu: cities, brands, categories and kilometre bands from the
// header-menu call; each entry opens /cars with that filter. On the platform's popover, in the page
// from the start: the button's tap shows it with no code run (header-popover.tsx).
import ArrowForward from '@mui/icons-material/ArrowForward';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { RouterLink } from '../../lib/router-link';
import { carsPath } from '../../lib/cars-url';
import { useHeaderMenu } from './api/get-header-menu';
import { closePopoverOf, HeaderPopover, menuButtonFocusSx, usePopoverOpen } from './header-popover';

interface MenuEntry {
  label: string;
  to: string;
  count?: number;
}

// The entries are plain links styled from their list, not MUI Links: some forty of them are in every
// wide page, and one style for all keeps its rendering short.
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

/** The name the CARS button's CSS anchor carries, which the menu sits under. */
const CARS_MENU_ANCHOR = '--luxe-cars-menu';
/** The menu's width: 880 px, less on a window narrower than that and its margins. */
const MENU_WIDTH = 'min(880px, calc(100vw - 32px))';

const panelSx = {
  width: MENU_WIDTH,
  borderRadius: '20px',
  left: 24,
  '@supports (anchor-name: --a)': {
    positionAnchor: CARS_MENU_ANCHOR,
    top: 'anchor(bottom)',
    // Under the button's left edge, moved left as far as a narrower window needs to show it whole.
    left: `max(16px, min(anchor(left), calc(100vw - 16px - ${MENU_WIDTH})))`,
    mt: 1.5,
  },
} as const;

/** The button alone renders again as the menu opens and closes, not the forty links. */
function CarsButton({ menuId }: { menuId: string }) {
  const open = usePopoverOpen(menuId);
  return (
    <Button
      color="inherit"
      disableRipple
      endIcon={<ExpandMore sx={{ transition: 'transform 200ms' }} />}
      popoverTarget={menuId}
      aria-haspopup="true"
      aria-expanded={open}
      aria-controls={menuId}
      sx={{
        fontWeight: 800,
        letterSpacing: '0.08em',
        px: 1.5,
        anchorName: CARS_MENU_ANCHOR,
        ...menuButtonFocusSx,
        '&[aria-expanded="true"] .MuiButton-endIcon > svg': { transform: 'rotate(180deg)' },
      }}
    >
      CARS
    </Button>
  );
}

export function CarsMenu() {
  const menuId = useId();
  // Fetched when the header first renders (and by the server for its page), so the menu is full.
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

  return (
    <>
      <CarsButton menuId={menuId} />
      <HeaderPopover id={menuId} popover="auto" data-menu="cars" sx={panelSx}>
        {/* A link followed closes the menu: the page changes under it, the menu stays in the header. */}
        <Box onClick={(event) => (event.target as HTMLElement).closest('a') && closePopoverOf(event.currentTarget)} sx={{ p: 4 }}>
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
      </HeaderPopover>
    </>
  );
}
