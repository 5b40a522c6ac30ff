// The logout dialog (spec 01 section 2). Logging out revokes the token on the server (D8), then
// forgets it here; if the server cannot be reached we still forget it, as the user asked to leave.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
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
      // Signing out closes this dialog (spec 01 section 4).
      onSettled: () => signOut(),
    });

  return (
    <Dialog open={open} onClose={closeAuthDialog} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 800, pt: 3 }}>
        Confirm Logout
      </DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to log out? You will need to sign in again to use your account.</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button onClick={closeAuthDialog} variant="outlined" color="primary">
          Cancel
        </Button>
        <Button onClick={confirm} variant="contained" color="primary" loading={logout.isPending}>
          Yes, Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
