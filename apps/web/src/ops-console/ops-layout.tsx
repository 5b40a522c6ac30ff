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
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, matchPath, NavLink, useLocation } from 'react-router';
import { toast } from '../lib/toast';
import { opsKeys } from './api/keys';
import { useOpsLogout } from './api/sign-in';
import { signOutOperator, type OpsSession } from './session';

const sections: { to: string; label: string; icon: ReactNode; end?: boolean }[] = [
  { to: '/ops', label: 'Today', icon: <TodayOutlined />, end: true },
  { to: '/ops/applications', label: 'Applications', icon: <AssignmentOutlined /> },
  { to: '/ops/dealers', label: 'Dealers', icon: <StorefrontOutlined /> },
  { to: '/ops/listings', label: 'Listings', icon: <GarageOutlined /> },
  { to: '/ops/reports', label: 'Reports', icon: <FlagOutlined /> },
  { to: '/ops/money', label: 'Money', icon: <AccountBalanceWalletOutlined /> },
  { to: '/ops/audit', label: 'Audit log', icon: <HistoryOutlined /> },
];

function useSignOut() {
  const logout = useOpsLogout();
  const queryClient = useQueryClient();
  return () => {
    // The server revokes the token; the browser forgets it whatever the answer.
    logout.mutate(undefined, {
      onSettled: (_data, error) => {
        signOutOperator();
        queryClient.removeQueries({ queryKey: opsKeys.all });
        if (error) toast.info('Signed out on this device; the server could not be reached to end the session.');
        else toast.success('Logged out successfully');
      },
    });
  };
}

const linkSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  minHeight: 44,
  px: 1.5,
  borderRadius: '10px',
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: 15,
  whiteSpace: 'nowrap',
  '&:hover': { bgcolor: 'navy.fill' },
  '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

function Brand() {
  return (
    <RouterLink to="/ops" style={{ color: 'inherit', textDecoration: 'none' }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minHeight: 44 }}>
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'text.primary',
            color: '#fff',
            fontWeight: 800,
            fontSize: 15,
          }}
        >
          LW
        </Box>
        <Box component="span" sx={{ fontWeight: 800, fontSize: 16, whiteSpace: 'nowrap' }}>
          Operations
        </Box>
      </Stack>
    </RouterLink>
  );
}

function SectionLinks({ onChoose }: { onChoose?: () => void }) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sections.map((section) => (
        <li key={section.to}>
          <Box component={NavLink} to={section.to} end={section.end} sx={linkSx} onClick={onChoose}>
            {section.icon}
            {section.label}
          </Box>
        </li>
      ))}
    </Stack>
  );
}

/** The section the address is in, for the phone's menu button. */
function useCurrentSection() {
  const { pathname } = useLocation();
  return sections.find((section) => matchPath({ path: section.to, end: section.end ?? false }, pathname)) ?? sections[0]!;
}

export function OpsLayout({ session, children }: { session: OpsSession; children: ReactNode }) {
  const signOut = useSignOut();
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
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          position: 'sticky',
          top: 0,
          height: '100vh',
          p: 2,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ px: 1, mb: 3 }}>
          <Brand />
        </Box>
        <Box component="nav" aria-label="Operations">
          <SectionLinks />
        </Box>
        <Box sx={{ mt: 'auto', px: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {session.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            Operator · +91 {session.phone}
          </Typography>
          <Button variant="outlined" size="small" startIcon={<Logout />} onClick={signOut} fullWidth>
            Sign out
          </Button>
        </Box>
      </Box>

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
          <Brand />
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
            <SectionLinks onChoose={() => setMenuOpen(false)} />
          </Box>
        )}
      </Box>

      <Box component="main" sx={{ minWidth: 0, px: { xs: 2, md: 4 }, pt: { xs: 2, md: 4 }, pb: 6 }}>
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>{children}</Box>
      </Box>
    </Box>
  );
}
