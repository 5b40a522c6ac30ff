// 'Pay Now': what is paid (the server's amount from create-order, never the page's), for what,
// the refund rule in one line, how long the hold lasts; Pay opens the checkout. Razorpay's window opens
// on this page, so the dialog steps aside while it is open (a modal <dialog> makes the rest inert) and
// comes back, with the same order, when the buyer closes it without paying.
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Order } from '@luxe/contract';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog';
import { DialogHeading } from '../../../components/offers/dialog-parts';
import { PriceBreakdown } from './price-breakdown';
import { paymentTerms, type BookingFlow } from '../../../lib/booking/flow';
import { formatIndianDateTime, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';

interface PayNowDialogProps {
  order: Order | null;
  flow: BookingFlow;
  /** 'Test drive of the 2021 BMW X5 on Tomorrow, 11AM-12PM, at your home'. */
  forWhat: string;
  returnPath: string;
  onClose: () => void;
}

export function PayNowDialog({ order, flow, forWhat, returnPath, onClose }: PayNowDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  // The checkout being opened for this order, and whether its window is open; a new order starts afresh.
  const [attempt, setAttempt] = useState<{ order: Order; away: boolean } | null>(null);
  const current = attempt !== null && attempt.order === order ? attempt : null;
  const opening = current !== null;
  const terms = paymentTerms(flow);

  async function pay() {
    if (!order) return;
    setAttempt({ order, away: false });
    const { openCheckout } = await import('../checkout');
    const opened = await openCheckout({
      order,
      description: forWhat,
      returnPath,
      go: (path) => void navigate(path),
      // Closed before Razorpay's window opens, so the focus is not handed back to the page over it.
      beforeOpen: () => flushSync(() => setAttempt({ order, away: true })),
      onDismiss: () => {
        setAttempt(null);
        toast.info('Payment cancelled. Your details are kept: press Pay Now to try again.');
      },
    });
    if (!opened) setAttempt(null);
  }

  return (
    <ModalDialog
      open={order !== null && !current?.away}
      onClose={onClose}
      labelledBy={titleId}
      maxWidth={480}
      sx={{ p: { xs: 2.5, sm: 3.5 } }}
    >
      {order && (
        <>
          <DialogHeading id={titleId} title="Pay Now" subtitle={terms.title} onClose={onClose} />
          <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'navy.fill', mb: 2 }}>
            <Typography variant="caption" color="text.secondary">
              You pay
            </Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 800, color: 'secondary.main', fontVariantNumeric: 'tabular-nums' }}>
              {formatRupees(order.amount_rupees)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {forWhat}
            </Typography>
          </Box>
          {order.car_price !== null && (
            <Box sx={{ mb: 2 }}>
              <PriceBreakdown price={order.car_price} token={order.amount_rupees} agreed={flow === 'post_offer'} />
            </Box>
          )}
          <Stack spacing={1} sx={{ typography: 'body2' }}>
            <Typography variant="body2">{terms.what}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {terms.refund}
            </Typography>
            {order.hold_expires_at && (
              <Typography variant="body2" color="text.secondary">
                Held for you until {formatIndianDateTime(order.hold_expires_at)} while you pay.
              </Typography>
            )}
          </Stack>
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="contained" color="secondary" onClick={() => void pay()} disabled={opening}>
              {opening ? 'Opening checkout…' : `Pay ${formatRupees(order.amount_rupees)}`}
            </Button>
          </Stack>
        </>
      )}
    </ModalDialog>
  );
}
