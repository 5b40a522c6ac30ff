// The parts of the header that only a wider screen shows (the main links with the CARS menu, the
// account menu, the search box), in one file of their own: a phone never loads their code (header.tsx).
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CarsMenu } from './cars-menu';

export { AccountMenu } from './account-menu';
export { ExpandingSearch } from '../../components/expanding-search';

const navButtonSx = { fontWeight: 600, px: 1.5, whiteSpace: 'nowrap' } as const;

export function MainLinks() {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <CarsMenu />
      {/* The dealers' panel, in this app but never loaded with a buyer's page. */}
      <Button color="inherit" component={RouterLink} to="/vendor" sx={navButtonSx}>
        Vendor&apos;s Hub
      </Button>
      <Button color="inherit" component={RouterLink} to="/how-it-works" sx={navButtonSx}>
        How it works
      </Button>
      <Button color="inherit" component={RouterLink} to="/contact-us" sx={navButtonSx}>
        Contact us
      </Button>
    </Stack>
  );
}
