// The login and sign-up dialog: one form at a time beside a car image on medium
// and larger screens. A sign-up goes on to the code step for that number (see docs/product/accounts.md); the dialog closes when
// the user signs in (the auth-dialog store does that).
import Close from '@mui/icons-material/Close';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog';
import { Skeleton } from '../../components/skeleton';
import { lazyComponent } from '../../lib/lazy-component';
import { closeAuthDialog, openLoginDialog, openSignUpDialog, useAuthDialog } from '../../lib/auth-dialogs';
import { LoginForm } from './login-form';

// The sign-up form (and react-hook-form with it) loads when someone asks for it.
const SignUpForm = lazyComponent(() => import('./sign-up-form').then((m) => m.SignUpForm));

const PANEL_IMAGE = '/media/cars/coupe/8a6a2f/front-quarter.svg';
const PROMISES = ['Verified dealers only', 'Offers and counter-offers in one place', 'Test drives at home or at the showroom'];

function ImagePanel() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 4,
        p: 5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        background: 'radial-gradient(120% 80% at 0% 0%, #1f2b40 0%, #0f1724 60%)',
      }}
    >
      <Typography sx={{ fontWeight: 800, letterSpacing: '0.18em', fontSize: 14 }}>
        LUXE{' '}
        <Box component="span" sx={{ fontWeight: 400 }}>
          WHEELS
        </Box>
      </Typography>
      <Box>
        <Typography variant="h3" component="p" sx={{ fontSize: 26, lineHeight: 1.25 }}>
          Your next luxury car, from dealers we have verified.
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0 }}>
          {PROMISES.map((promise) => (
            <Stack
              component="li"
              key={promise}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', color: 'rgba(255,255,255,0.82)' }}
            >
              <VerifiedOutlined sx={{ fontSize: 20, color: 'secondary.light' }} aria-hidden />
              <Typography variant="body2">{promise}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box
        component="img"
        src={PANEL_IMAGE}
        alt=""
        sx={{
          width: '100%',
          aspectRatio: '16 / 10',
          objectFit: 'cover',
          borderRadius: '14px',
          display: 'block',
          boxShadow: '0 24px 48px rgba(0,0,0,0.35)',
        }}
      />
    </Box>
  );
}

export function AuthDialog() {
  const dialog = useAuthDialog();
  const headingId = useId();
  const open = dialog === 'login' || dialog === 'signup';
  /** The number just signed up with: the login form opens at its code step, a code sent (see docs/product/accounts.md). */
  const [signedUpPhone, setSignedUpPhone] = useState('');
  // Only straight after the sign-up: closed and opened again, or left for the sign-up form, the login
  // starts afresh (not on 'signup' here: the success's two updates may render one at a time).
  if (dialog === null && signedUpPhone !== '') setSignedUpPhone('');
  const toSignUp = () => {
    setSignedUpPhone('');
    openSignUpDialog();
  };

  return (
    <ModalDialog open={open} onClose={closeAuthDialog} labelledBy={headingId} maxWidth={900}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
        <ImagePanel />
        <Box sx={{ position: 'relative', p: { xs: 3, sm: 5 }, pt: { xs: 6, sm: 6 } }}>
          <IconButton aria-label="Close" onClick={closeAuthDialog} sx={{ position: 'absolute', top: 8, right: 8 }}>
            <Close />
          </IconButton>
          {dialog === 'signup' ? (
            <Suspense fallback={<Skeleton variant="rounded" height={440} />}>
              <SignUpForm
                headingId={headingId}
                onLogin={openLoginDialog}
                onSignedUp={(phone) => {
                  setSignedUpPhone(phone);
                  openLoginDialog();
                }}
              />
            </Suspense>
          ) : (
            <LoginForm
              key={signedUpPhone}
              headingId={headingId}
              initialPhone={signedUpPhone}
              sendCodeAtOnce={signedUpPhone !== ''}
              onSignUp={toSignUp}
            />
          )}
        </Box>
      </Box>
    </ModalDialog>
  );
}
