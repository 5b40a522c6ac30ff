// The console's frame: on a desk a column of sections beside the page; on a phone a bar at the top whose
// menu button opens the sections beneath it.
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GarageOutlined from '@mui/icons-material/GarageOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import { Box, Button, IconButton, Stack } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';
import { PanelBrand, PanelColumn, PanelLinks, usePanelSignOut, type PanelSection } from '../components/panel/panel-frame';
import { opsKeys } from './api/keys';
import { useOpsLogout } from './api/sign-in';
import { signOutOperator, type OpsSession } from './session';

const sections: PanelSection[] = [
  { to: '/ops', label: 'Today', icon: <TodayOutlined />, end: true },
  { to: '/ops/applications', label: 'Applications', icon: <AssignmentOutlined /> },
  { to: '/ops/dealers', label: 'Dealers', icon: <StorefrontOutlined /> },
  { to: '/ops/listings', label: 'Listings', icon: <GarageOutlined /> },
  { to: '/ops/reports', label: 'Reports', icon: <FlagOutlined /> },
  { to: '/ops/money', label: 'Money', icon: <AccountBalanceWalletOutlined /> },
  { to: '/ops/audit', label: 'Audit log', icon: <HistoryOutlined /> },
];

const brand = <PanelBrand to="/ops" name="Operations" markColor="text.primary" />;

/** The section the address is in, for the phone's menu button. */
function useCurrentSection() {
  const { pathname } = useLocation();
  return sections.find((section) => matchPath({ path: section.to, end: section.end ?? false }, pathname)) ?? sections[0]!;
}

export function OpsLayout({ session, children }: { session: OpsSession; children: ReactNode }) {
  const signOut = usePanelSignOut(useOpsLogout(), signOutOperator, opsKeys.all);
  const current = useCurrentSection();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        display: { md: 'grid' },
        gridTemplateColumns: { md: '232px minmax(0, 1fr)' },
      }}
    >
      {/* Desk: the sections in a column. */}
      <PanelColumn
        brand={brand}
        navLabel="Operations"
        links={<PanelLinks sections={sections} />}
        who={session.name}
        whoDetail={`Operator · +91 ${session.phone}`}
        onSignOut={signOut}
      />

      {/* Phone: a bar at the top; its menu button opens the sections beneath it. */}
      <Box
        component="header"
        sx={{
          display: { xs: 'block', md: 'none' },
          position: 'sticky',
          top: 0,
          zIndex: 10,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, height: 56 }}>
          {brand}
          <Button
            size="small"
            startIcon={<MenuIcon />}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'ops-sections' : undefined}
            onClick={() => setMenuOpen(!menuOpen)}
            sx={{ ml: 'auto !important', whiteSpace: 'nowrap' }}
          >
            {current.label}
            <Box component="span" sx={visuallyHidden}>
              : sections
            </Box>
          </Button>
          <IconButton aria-label={`Sign out ${session.name}`} onClick={signOut}>
            <Logout />
          </IconButton>
        </Stack>
        {menuOpen && (
          <Box component="nav" id="ops-sections" aria-label="Operations sections" sx={{ px: 1.5, pb: 1.5 }}>
            <PanelLinks sections={sections} onChoose={() => setMenuOpen(false)} />
          </Box>
        )}
      </Box>

      <Box component="main" sx={{ minWidth: 0, px: { xs: 2, md: 4 }, pt: { xs: 2, md: 4 }, pb: 6 }}>
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>{children}</Box>
      </Box>
    </Box>
  );
}
