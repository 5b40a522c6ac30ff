// A car's private auto-accept and auto-decline prices: a bid at or above the first is accepted at
// once, at or below the second declined at once. Empty turns one off. Never shown to buyers.
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { InputField } from '../../components/input-field';
import { errorMessage } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { toast } from '../../lib/toast';
import { autoPricesQuery, useSetAutoPrices } from '../api/offers';
import { ListError } from './list-state';

const parse = (text: string): number | null | undefined => {
  const clean = text.replace(/[,\s₹]/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function AutoPricesForm({
  carId,
  listingPrice,
  accept,
  decline,
}: {
  carId: number;
  listingPrice: number;
  accept: number | null;
  decline: number | null;
}) {
  const save = useSetAutoPrices(carId);
  const [acceptText, setAcceptText] = useState(accept === null ? '' : String(accept));
  const [declineText, setDeclineText] = useState(decline === null ? '' : String(decline));
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const a = parse(acceptText);
    const d = parse(declineText);
    if (a === undefined || d === undefined) return setProblem('Enter whole rupees, or leave a price empty to turn it off.');
    if (a !== null && d !== null && d >= a) return setProblem('The auto-decline price must be below the auto-accept price.');
    setProblem(null);
    save.mutate(
      { auto_accept_price: a, auto_decline_price: d },
      { onSuccess: (answer) => toast.success(answer.message), onError: (error) => setProblem(errorMessage(error)) },
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <InputField
        label="Accept at once from (₹)"
        inputMode="numeric"
        size="small"
        value={acceptText}
        onChange={(event) => setAcceptText(event.target.value)}
        helperText={`A bid at or above it is accepted. Listing: ${formatRupees(listingPrice)}.`}
      />
      <InputField
        label="Decline at once up to (₹)"
        inputMode="numeric"
        size="small"
        value={declineText}
        onChange={(event) => setDeclineText(event.target.value)}
        helperText="A bid at or below it is declined. Empty: off."
      />
      {problem && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
      <Button type="submit" variant="outlined" disabled={save.isPending}>
        Save auto prices
      </Button>
    </Stack>
  );
}

export function AutoPrices({ carId, listingPrice }: { carId: number; listingPrice: number }) {
  const prices = useQuery(autoPricesQuery(carId));
  return (
    <Box
      component="section"
      aria-labelledby="auto-prices"
      sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: '16px' }}
    >
      <Typography id="auto-prices" variant="h4" component="h2">
        Auto prices for this car
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
        Private to you; buyers never see them.
      </Typography>
      {prices.isPending ? (
        <Typography variant="body2">Loading…</Typography>
      ) : prices.isError ? (
        <ListError error={prices.error} onRetry={() => void prices.refetch()} />
      ) : (
        <AutoPricesForm
          carId={carId}
          listingPrice={listingPrice}
          accept={prices.data.auto_accept_price}
          decline={prices.data.auto_decline_price}
        />
      )}
    </Box>
  );
}
