// After a payment: 'Test Drive Booked!' with when and where, or for a booking of the
// car 'Car Reserved!' with 'Reserved until <date, time>' and the 3-day hold explained (see docs/product/test-drives-and-bookings.md).
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Button, Stack, Typography } from '@mui/material';
import { RESERVATION_DAYS } from '@luxe/contract/constants';
import { useId } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { DialogHeading } from '../../../components/offers/dialog-parts';
import { formatIndianDateTime } from '../../../lib/format';

interface BookedDialogProps {
  open: boolean;
  carName: string;
  /** A test drive: its date and hour and where; null for a booking of the car. */
  drive: { when: string; where: string } | null;
  reservedUntil: string | null;
  onClose: () => void;
}

export function BookedDialog({ open, carName, drive, reservedUntil, onClose }: BookedDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} maxWidth={460} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <DialogHeading id={titleId} title={drive ? 'Test Drive Booked!' : 'Car Reserved!'} subtitle={carName} onClose={onClose} />
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircle aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
        {drive ? (
          <>
            <Typography sx={{ fontWeight: 700 }}>{drive.when}</Typography>
            <Typography variant="body2" color="text.secondary">
              {drive.where}. The dealer has your contact details and will be ready for you; we remind you the day before.
            </Typography>
          </>
        ) : (
          <>
            {reservedUntil && <Typography sx={{ fontWeight: 700 }}>Reserved until {formatIndianDateTime(reservedUntil)}</Typography>}
            <Typography variant="body2" color="text.secondary">
              The car is held for you alone for {RESERVATION_DAYS} days: no other buyer can book it or pay for it. Complete the purchase
              with the dealer before then. Cancel within the {RESERVATION_DAYS} days and your token is refunded in full.
            </Typography>
          </>
        )}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
        <Button variant="contained" color="secondary" onClick={onClose}>
          Done
        </Button>
      </Box>
    </ModalDialog>
  );
}
