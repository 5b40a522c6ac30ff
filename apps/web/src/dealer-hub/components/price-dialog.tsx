// Change a car's price (the price-change call): the new price, checked as the server checks it; a cut is kept
// in the car's price history and tells every buyer who wishlisted it.
import { MAX_LISTING_PRICE } from '@luxe/contract/constants';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { InputField } from '../../components/input-field';
import { ModalDialog } from '../../components/modal-dialog';
import { errorMessage } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useChangePrice } from '../api/listings';

export function PriceDialog({ open, onClose, carId, price }: { open: boolean; onClose: () => void; carId: number; price: number }) {
  const headingId = useId();
  const change = useChangePrice();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    if (change.isPending) return;
    setText('');
    setProblem(null);
    onClose();
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = text.replace(/[,\s₹]/g, '');
    const value = Number(digits);
    if (!/^\d+$/.test(digits) || value < 1 || value > MAX_LISTING_PRICE) {
      setProblem(`Please enter the new price in whole rupees, up to ${formatRupees(MAX_LISTING_PRICE)}.`);
      return;
    }
    if (value === price) {
      setProblem('That is the price already.');
      return;
    }
    try {
      await change.mutateAsync({ car_id: carId, listing_price: value });
      toast.success(value < price ? 'Price cut: buyers who wishlisted the car are told.' : 'Price changed.');
      close();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  return (
    <ModalDialog open={open} onClose={close} labelledBy={headingId} maxWidth={440}>
      <Box component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
          Change the price
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Now {formatRupees(price)}. The change is kept in the car&apos;s price history; a cut is shown on its card for a week and sent to
          every buyer who wishlisted it.
        </Typography>
        <InputField
          label="New price (₹)"
          inputMode="numeric"
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? undefined}
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 2.5, justifyContent: 'flex-end' }}>
          <Button onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change price'}
          </Button>
        </Stack>
      </Box>
    </ModalDialog>
  );
}
