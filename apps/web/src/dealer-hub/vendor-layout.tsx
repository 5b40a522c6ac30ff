// The panel's frame: on a desk a column of navigation beside the page, on a phone a bar at the top
// (the notifications and signing out) and the sections at the foot, within thumb reach.
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import GarageOutlined from '@mui/icons-material/GarageOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Logout from '@mui/icons-material/Logout';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import { Box, Button, IconButton } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { PanelBrand, PanelColumn, PanelLinks, usePanelSignOut, type PanelSection } from '../components/panel/panel-frame';
import { vendorKeys } from './api/keys';
import { useUnreadCount } from './api/notifications';
import { useOfferCount } from './api/offers';
import { useVendorLogout } from './api/sign-in';
import { signOutVendor, type VendorSession } from './session';

interface Section extends PanelSection {
  /** A count beside it, and what it counts (read after the number). */
  count?: { value: number | undefined; of: string };
}

function CountPill({ value, of }: { value: number | undefined; of: string }) {
  if (!value) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 'auto',
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 999,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: 12,
        fontWeight: 800,
        display: 'inline-grid',
        placeItems: 'center',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {value > 99 ? '99+' : value}
      <Box component="span" sx={visuallyHidden}>
        {` ${of}`}
      </Box>
    </Box>
  );
}

export function VendorLayout({ session, children }: { session: VendorSession; children: ReactNode }) {
  const unread = useUnreadCount();
  const waiting = useOfferCount('action');
  const signOut = usePanelSignOut(useVendorLogout(), signOutVendor, vendorKeys.all);
  const sections: Section[] = [
    { to: '/vendor', label: 'Today', icon: <TodayOutlined />, end: true },
    { to: '/vendor/offers', label: 'Offers', icon: <LocalOfferOutlined />, count: { value: waiting.data, of: 'waiting for you' } },
    { to: '/vendor/test-drives', label: 'Test drives', icon: <DirectionsCarOutlined /> },
    { to: '/vendor/bookings', label: 'Bookings', icon: <EventAvailableOutlined /> },
    { to: '/vendor/listings', label: 'Listings', icon: <GarageOutlined /> },
    { to: '/vendor/notifications', label: 'Notifications', icon: <NotificationsOutlined />, count: { value: unread.data, of: 'unread' } },
  ];
  const brand = <PanelBrand to="/vendor" name="Vendor's Hub" />;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: { md: 'grid' }, gridTemplateColumns: { md: '248px 1fr' } }}>
      {/* Desk: the sections in a column. */}
      <PanelColumn
        brand={brand}
        navLabel="Vendor's Hub"
        links={<PanelLinks sections={sections} extra={(section) => section.count && <CountPill {...section.count} />} />}
        who={session.name}
        whoDetail={session.city}
        onSignOut={signOut}
        footer={
          <Button component={RouterLink} to="/" size="small" sx={{ mt: 1 }} fullWidth>
            Luxe Wheels for buyers
          </Button>
        }
      />

      {/* Phone: a bar at the top. */}
      <Box
        component="header"
        sx={{
          display: { xs: 'flex', md: 'none' },
          alignItems: 'center',
          gap: 0.5,
          position: 'sticky',
          top: 0,
          zIndex: 10,
          px: 1.5,
          height: 56,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {brand}
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>
          <IconButton
            component={RouterLink}
            to="/vendor/notifications"
            aria-label={unread.data ? `Notifications, ${unread.data} unread` : 'Notifications'}
            sx={{ position: 'relative' }}
          >
            <NotificationsOutlined />
            {Boolean(unread.data) && (
              <Box aria-hidden sx={{ position: 'absolute', top: 2, right: 0 }}>
                <CountPill value={unread.data} of="unread" />
              </Box>
            )}
          </IconButton>
          <IconButton aria-label={`Sign out ${session.name}`} onClick={signOut}>
            <Logout />
          </IconButton>
        </Box>
      </Box>

      <Box component="main" sx={{ minWidth: 0, px: { xs: 2, md: 4 }, pt: { xs: 2, md: 4 }, pb: { xs: 12, md: 6 } }}>
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>{children}</Box>
      </Box>

      {/* Phone: the sections at the foot. */}
      <Box
        component="nav"
        aria-label="Vendor's Hub sections"
        sx={{
          display: { xs: 'block', md: 'none' },
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 10,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)' }}>
          {/* Every section but Notifications, which the top bar's bell opens. */}
          {sections.slice(0, 5).map((section) => (
            <li key={section.to}>
              <Box
                component={NavLink}
                to={section.to}
                end={section.end}
                sx={{
                  position: 'relative',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 0.25,
                  minHeight: 60,
                  color: 'text.secondary',
                  textDecoration: 'none',
                  fontSize: 12,
                  fontWeight: 700,
                  '&.active': { color: 'primary.main', boxShadow: 'inset 0 3px 0 currentColor' },
                }}
              >
                {section.icon}
                {section.label}
                {section.count?.value ? (
                  <Box sx={{ position: 'absolute', top: 4, left: '55%' }}>
                    <CountPill {...section.count} />
                  </Box>
                ) : null}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
