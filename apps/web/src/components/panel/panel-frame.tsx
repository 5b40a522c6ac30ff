// The frame both panels share, the dealer's (/vendor) and the operators' (/ops): their brand, the column
// of sections on a desk with who is signed in and the sign-out at its foot, a section's link, and signing
// out (the server revokes the token; the browser forgets it whatever the answer).
import Logout from '@mui/icons-material/Logout';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { toast } from '../../lib/toast';

export const panelLinkSx = {
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
  '&:hover': { bgcolor: 'navy.fill' },
  '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

export interface PanelSection {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

/** The sections as a list of links; `extra` adds to a link (a count), `onChoose` runs on a tap. */
export function PanelLinks<S extends PanelSection>({
  sections,
  extra,
  onChoose,
}: {
  sections: S[];
  extra?: (section: S) => ReactNode;
  onChoose?: () => void;
}) {
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sections.map((section) => (
        <li key={section.to}>
          <Box component={NavLink} to={section.to} end={section.end} sx={panelLinkSx} onClick={onChoose}>
            {section.icon}
            {section.label}
            {extra?.(section)}
          </Box>
        </li>
      ))}
    </Stack>
  );
}

/** The panel's name beside the LW mark, linking to its first screen. */
export function PanelBrand({ to, name, markColor = 'primary.main' }: { to: string; name: string; markColor?: string }) {
  return (
    <RouterLink to={to} style={{ color: 'inherit', textDecoration: 'none' }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minHeight: 44 }}>
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: markColor,
            color: '#fff',
            fontWeight: 800,
            fontSize: 15,
          }}
        >
          LW
        </Box>
        <Box component="span" sx={{ fontWeight: 800, fontSize: 16, whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Stack>
    </RouterLink>
  );
}

interface PanelColumnProps {
  brand: ReactNode;
  /** The navigation's name for assistive technology. */
  navLabel: string;
  links: ReactNode;
  who: string;
  whoDetail: string;
  onSignOut: () => void;
  /** Below the sign-out button. */
  footer?: ReactNode;
}

/** On a desk: the brand, the sections, and at the foot who is signed in with the sign-out. */
export function PanelColumn({ brand, navLabel, links, who, whoDetail, onSignOut, footer }: PanelColumnProps) {
  return (
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
      <Box sx={{ px: 1, mb: 3 }}>{brand}</Box>
      <Box component="nav" aria-label={navLabel}>
        {links}
      </Box>
      <Box sx={{ mt: 'auto', px: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {who}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {whoDetail}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<Logout />} onClick={onSignOut} fullWidth>
          Sign out
        </Button>
        {footer}
      </Box>
    </Box>
  );
}

/** Signs out: `logout` asks the server to revoke the token, `forget` drops the session here, and every answer under `queryKey` goes. */
export function usePanelSignOut(logout: UseMutationResult<unknown, Error, void>, forget: () => void, queryKey: readonly string[]) {
  const queryClient = useQueryClient();
  return () => {
    logout.mutate(undefined, {
      onSettled: (_data, error) => {
        forget();
        queryClient.removeQueries({ queryKey });
        if (error) toast.info('Signed out on this device; the server could not be reached to end the session.');
        else toast.success('Logged out successfully');
      },
    });
  };
}
