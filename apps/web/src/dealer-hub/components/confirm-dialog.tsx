// A question before a step that cannot be undone (accept or decline an offer, mark a drive's outcome or a
// car sold, cancel a reservation), with an optional required reason; the server's refusal shows inside it.
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { InputField } from '../../components/input-field';
import { ModalDialog } from '../../components/modal-dialog';
import { errorMessage } from '../../lib/api-client';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting. */
  cancelLabel?: string;
  /** Asks for a reason, required, sent along; `check` answers what is wrong with it (the contract's rule), or null. */
  reason?: { label: string; hint: string; check?: (reason: string) => string | null };
  onConfirm: (reason: string) => Promise<unknown>;
}

export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  reason,
  onConfirm,
}: ConfirmDialogProps) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonAtFault, setReasonAtFault] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setText('');
    setProblem(null);
    setReasonAtFault(false);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const given = text.trim();
    const fault = !reason
      ? null
      : given === '' && !reason.check
        ? 'Please give a reason: the buyer is told it.'
        : (reason.check?.(given) ?? null);
    setReasonAtFault(fault !== null);
    if (fault) {
      setProblem(fault);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(given);
      setText('');
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog open={open} onClose={close} labelledBy={headingId} maxWidth={480}>
      {/* Opened from a table's action cell, whose no-wrap would otherwise carry into the dialog's sentences. */}
      <Box component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2.5, sm: 3 }, whiteSpace: 'normal', textAlign: 'left' }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Box sx={{ typography: 'body2', color: 'text.secondary', mb: 2 }}>{children}</Box>
        {reason && (
          <InputField
            label={reason.label}
            multiline
            minRows={3}
            required
            autoFocus
            maxLength={500}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={reasonAtFault}
            helperText={reason.hint}
          />
        )}
        {problem && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1 }}>
            {problem}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 2.5 }}>
          <Button variant="outlined" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </Stack>
      </Box>
    </ModalDialog>
  );
}
