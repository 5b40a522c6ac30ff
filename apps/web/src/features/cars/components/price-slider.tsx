import { Box, Slider, Typography } from '@mui/material';
import { PRICE_SLIDER_MAX } from '@luxe/contract/constants';
import { memo, useEffect, useId, useState } from 'react';
import { formatIndianNumber, formatPrice } from '../../../lib/format';

/** The slider's value is applied after a 300 ms pause. */
export const PRICE_DEBOUNCE_MS = 300;

// Memoized: a tick elsewhere in the column leaves MUI's Slider alone.
export const PriceSlider = memo(function PriceSlider({ value, onCommit }: { value: number; onCommit: (value: number) => void }) {
  const labelId = useId();
  const [draft, setDraft] = useState(value);
  // The address changed under us (Clear All Filters, Back): the slider follows.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => onCommit(draft), PRICE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onCommit]);

  return (
    <Box sx={{ px: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        Max: ₹{formatIndianNumber(draft)}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={draft}
        min={0}
        max={PRICE_SLIDER_MAX}
        step={1}
        onChange={(_, next) => setDraft(next as number)}
        getAriaValueText={(v) => formatPrice(v)}
        color="secondary"
        sx={{ mt: 1 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}>
        <Typography variant="caption">₹0</Typography>
        <Typography variant="caption">{formatPrice(PRICE_SLIDER_MAX)}</Typography>
      </Box>
    </Box>
  );
});
