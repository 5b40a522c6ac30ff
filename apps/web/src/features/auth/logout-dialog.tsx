// The logout dialog. Logging out revokes the token on the server (see docs/product/accounts.md), then
// forgets it here; if the server cannot be reached we still forget it, as the user asked to leave.
import { Button, Stack, Typography } from '@mui/material';
import { ModalDialog } from '../../components/modal-dialog';
import { useId } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api-client';
import { signOut } from '../../lib/auth';
import { closeAuthDialog, useAuthDialog } from '../../lib/auth-dialogs';
import { useLogout } from './api/logout';

export function LogoutDialog() {
  const open = useAuthDialog() === 'logout';
  const titleId = useId();
  const logout = useLogout();

  const confirm = () =>
    logout.mutate(undefined, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => toast.error(errorMessage(error)),
      // Signing out closes this dialog.
      onSettled: () => signOut(),
    });

  return (
    <ModalDialog open={open} onClose={closeAuthDialog} labelledBy={titleId} maxWidth={444} sx={{ p: 3 }}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ fontWeight: 800 }}>
        Confirm Logout
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Are you sure you want to log out? You will need to sign in again to use your account.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={closeAuthDialog} variant="outlined" color="primary">
          Cancel
        </Button>
        <Button onClick={confirm} variant="contained" color="primary" loading={logout.isPending}>
          Yes, Logout
        </Button>
      </Stack>
    </ModalDialog>
  );
}
