// What both panels are outside their pages: rendered in the browser only (on the server nothing: the page
// arrives as the app shell), never indexed; and the card their sign-in screens stand in.
import { Box, Typography } from '@mui/material';
import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

export function BrowserOnlyPanel({ children }: { children: ReactNode }) {
  // False while the server renders (it sends the empty shell), true in the browser.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <>
      {/* React puts it in the document's head, for as long as the panel is shown. */}
      <meta name="robots" content="noindex, nofollow" />
      {children}
    </>
  );
}

/** The sign-in screen's card, under the site's name. */
export function SignInCard({ maxWidth = 420, children }: { maxWidth?: number; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Box
        sx={{
          width: '100%',
          maxWidth,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: '16px',
          p: { xs: 3, sm: 4 },
        }}
      >
        <Typography variant="overline" component="p" color="text.secondary">
          Luxe Wheels
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
