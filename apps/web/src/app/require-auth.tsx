// Signed-in-only routes: a guest stays on the address they asked for and gets the
// login dialog; once signed in, the page itself appears, so they are back where they were.
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { getAccessToken, useAuth } from '../lib/auth';
import { openLoginDialog, openSignUpDialog } from '../lib/auth-dialogs';
import { usePageTitle } from '../lib/use-page-title';

function SignInPrompt() {
  usePageTitle('Log in');
  // Only on arrival: after a logout on this page the user sees the prompt, not a dialog they did not ask for.
  // NOTE: hydration renders a buyer as a guest first; only a real guest gets the dialog.
  useEffect(() => {
    if (getAccessToken() === null) openLoginDialog();
  }, []);
  return (
    <Container sx={{ py: { xs: 8, md: 14 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480, mx: 'auto' }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <LockOutlined />
        </Box>
        <Typography variant="h2" component="h1">
          Please log in to continue
        </Typography>
        <Typography variant="subtitle1">This page is part of your account. Log in with your mobile number to see it.</Typography>
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          <Button variant="contained" color="secondary" onClick={openLoginDialog}>
            Log in
          </Button>
          <Button variant="outlined" onClick={openSignUpDialog}>
            Sign up
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <SignInPrompt />;
}
