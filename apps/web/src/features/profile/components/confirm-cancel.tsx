// Cancelling a booking or a test drive: what is refunded, said before the buyer confirms.
import { Box, Button, Card, Typography } from '@mui/material';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ModalDialog } from '../../../components/modal-dialog';
import { DialogHeading } from '../../../components/offers/dialog-parts';

interface ConfirmCancelProps {
  open: boolean;
  title: string;
  /** What is refunded, in one sentence. */
  refund: string;
  detail: string;
  action: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmCancel({ open, title, refund, detail, action, pending, onConfirm, onClose }: ConfirmCancelProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} maxWidth={460} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <DialogHeading id={titleId} title={title} onClose={onClose} />
      <Typography sx={{ fontWeight: 700 }}>{refund}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {detail}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="outlined" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
          {pending ? 'Cancelling…' : action}
        </Button>
      </Box>
    </ModalDialog>
  );
}

/** Previous and next pages of a list, with where the buyer is. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', mt: 3 }}>
      <Button variant="outlined" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" aria-live="polite">
        Page {page + 1} of {pages}
      </Typography>
      <Button variant="outlined" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Box>
  );
}

/** A list that could not be read: the reason and a second try. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Card sx={{ p: 4 }}>
      <Typography>{errorMessage(error)}</Typography>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={retry}>
        Try again
      </Button>
    </Card>
  );
}

/** A cancel's answer as a toast; the dialog closes once it succeeded. */
export const cancelOutcome = (close: () => void) => ({
  onSuccess: (response: { message: string }) => {
    toast.success(response.message);
    close();
  },
  onError: (failure: unknown) => toast.error(errorMessage(failure)),
});
