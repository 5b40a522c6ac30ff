// The notifications popover (spec 01 section 2): static sample 'Price drop alert' entries, not live,
// and it says so.
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { LazyPopover, OpenedOnce } from '../../components/lazy-overlay';

const SAMPLE_ALERTS = [
  { id: 1, car: 'BMW X5 xDrive30d M Sport', detail: 'now ₹78.5 Lakh, down ₹3.5 Lakh', when: '2 hours ago' },
  { id: 2, car: 'Mercedes-Benz E 220d Exclusive', detail: 'now ₹52 Lakh, down ₹2 Lakh', when: 'Yesterday' },
  { id: 3, car: 'Audi Q7 45 TFSI Technology', detail: 'now ₹64.9 Lakh, down ₹1.6 Lakh', when: '3 days ago' },
];

export function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <NotificationsNoneOutlined />
          {/* There are unread alerts. */}
          <Box
            component="span"
            sx={{ position: 'absolute', top: 1, right: 1, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
        </Box>
      </IconButton>
      <OpenedOnce open={anchor !== null}>
        <LazyPopover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { mt: 1, width: 'min(360px, calc(100vw - 32px))' } } }}
        >
          <Box sx={{ px: 2.5, pt: 2.5, pb: 1 }}>
            <Typography id={titleId} variant="h4" component="h2">
              Notifications
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Sample alerts. Live price alerts for your wishlist are coming soon.
            </Typography>
          </Box>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
            {SAMPLE_ALERTS.map((alert) => (
              <Stack component="li" key={alert.id} direction="row" spacing={1.5} sx={{ p: 1.5, borderRadius: '10px' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    bgcolor: 'background.default',
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                  }}
                >
                  <TrendingDown fontSize="small" />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    Price drop alert
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {alert.car} is {alert.detail}
                  </Typography>
                  <Typography variant="caption" color="text.disabled">
                    {alert.when}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        </LazyPopover>
      </OpenedOnce>
    </>
  );
}
