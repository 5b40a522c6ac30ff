// The car's fair price: the band from our own listings as a bar, the car's price marked on
// it, the deal label, how many similar cars it rests on and, one tap away, those cars. With too few
// comparables it says so instead.
import { Box, Button, Stack, Typography } from '@mui/material';
import type { FairPrice as FairPriceFacts } from '@luxe/contract';
import { Suspense, useId, useState } from 'react';
import { DealTag } from '../../../components/car-card/deal-tag';
import { Price } from '../../../components/price';
import { formatPrice } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-component';
import { barPositions, basedOnText, notEnoughDataText, verdictText } from '../fair-price';

/** The dialog and its list load when the buyer first asks for them. */
const ComparablesDialog = lazyComponent(() => import('./comparables-dialog').then((m) => m.ComparablesDialog));

interface FairPriceProps {
  carId: number;
  carName: string;
  price: number;
  fair: FairPriceFacts;
  /** The car's brand and body type, for what a band resting on them says. */
  brand: string;
  body: string;
}

function Mark({ at, label, tall }: { at: number; label: string; tall?: boolean }) {
  return (
    <Box
      aria-hidden
      title={label}
      style={{ left: `${at}%` }}
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translate(-50%, -50%)',
        ...(tall
          ? {
              width: 20,
              height: 20,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              border: 3,
              borderColor: 'background.paper',
              boxShadow: (t) => t.navyShadows.onImage,
            }
          : { width: 2, height: 22, bgcolor: 'text.secondary' }),
      }}
    />
  );
}

/** A price written under the bar at its place on it; near an end it shifts inward, so it stays on the card. */
function BandEnd({ at, rupees }: { at: number; rupees: number }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      style={{ left: `${at}%`, transform: `translateX(-${at}%)` }}
      sx={{ position: 'absolute', whiteSpace: 'nowrap' }}
    >
      {formatPrice(rupees)}
    </Typography>
  );
}

export function FairPrice({ carId, carName, price, fair, brand, body }: FairPriceProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { value, low, high, label } = fair;
  const estimated = value !== null && low !== null && high !== null;
  const at = estimated ? barPositions({ low, high, value }, price) : null;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        {/* Not 'Fair price': above it sits a label that may say 'High price'. */}
        <Typography id={titleId} variant="h3" component="h3">
          Price check
        </Typography>
        {label && <DealTag label={label} />}
        {estimated && (
          <Typography sx={{ fontWeight: 700 }} data-testid="fair-price-verdict">
            {verdictText(price, { low, high })}
          </Typography>
        )}
      </Stack>

      {estimated && at ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 2, columnGap: 4, rowGap: 1 }}>
            <Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                Our estimate
              </Typography>
              <Typography variant="h3" component="p" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
                {formatPrice(value)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                This car
              </Typography>
              <Price rupees={price} variant="h3" component="p" />
            </Box>
          </Stack>

          <Box
            role="img"
            aria-label={`Fair price band ${formatPrice(low)} to ${formatPrice(high)}, estimate ${formatPrice(value)}; this car is priced at ${formatPrice(price)}.`}
            data-testid="fair-price-bar"
            sx={{ position: 'relative', height: 28, mt: 3, mx: 1.25 }}
          >
            <Box
              sx={{ position: 'absolute', left: 0, right: 0, top: '50%', height: 8, mt: '-4px', borderRadius: 999, bgcolor: 'navy.fill' }}
            />
            <Box
              data-testid="fair-price-band"
              style={{ left: `${at.low}%`, width: `${at.high - at.low}%` }}
              sx={{
                position: 'absolute',
                top: '50%',
                height: 8,
                mt: '-4px',
                borderRadius: 999,
                bgcolor: (t) => t.palette.success.main,
                opacity: 0.55,
              }}
            />
            <Mark at={at.value} label={`Estimate ${formatPrice(value)}`} />
            <Mark at={at.price} label={`This car ${formatPrice(price)}`} tall />
          </Box>
          <Box sx={{ position: 'relative', height: 20, mx: 1.25, mt: 0.5 }} aria-hidden>
            <BandEnd at={at.low} rupees={low} />
            <BandEnd at={at.high} rupees={high} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            A fair price for this car lies between {formatPrice(low)} and {formatPrice(high)}, from the prices, ages and kilometres of
            similar cars listed on Luxe Wheels.
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {notEnoughDataText(fair.comparables)}
        </Typography>
      )}

      {fair.comparables > 0 && (
        <Stack direction="row" sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {estimated && <Typography sx={{ fontWeight: 700 }}>{basedOnText(fair.comparables, fair.basis, brand, body)}</Typography>}
          <Button
            variant="text"
            aria-haspopup="dialog"
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            sx={{ px: 1, ml: -1, color: 'secondary.dark' }}
          >
            See the similar cars
          </Button>
        </Stack>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ComparablesDialog carId={carId} carName={carName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
