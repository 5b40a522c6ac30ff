// The car page's indicative EMI calculator: down payment, tenure and rate, each a slider with a field
// to type in; the instalment and the total interest follow at once, worked out here (no request).
import { Box, Card, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { InputField } from '../../../components/input-field';
import { Tag } from '../../../components/tag';
import { formatIndianNumber, formatRupees } from '../../../lib/format';
import { defaultDownPayment, INTEREST_PERCENT, loanFigures, TENURE_MONTHS } from '../emi';

const Range = styled('input')(({ theme }) => ({
  width: '100%',
  height: 32,
  margin: 0,
  accentColor: theme.palette.primary.main,
  cursor: 'pointer',
}));

interface Setting {
  label: string;
  min: number;
  max: number;
  step: number;
  /** How the typed field shows a value. */
  show: (value: number) => string;
  /** The slider's value as a screen reader says it. */
  say: (value: number) => string;
  /** What the field says when a typed value is out of range or not a number. */
  error: string;
  /** Digits only for rupees and months; a decimal point for the rate. */
  decimals: boolean;
}

/** One setting: its field (typed, checked on every key) above its slider. */
function SettingRow({ setting, value, onChange }: { setting: Setting; value: number; onChange: (value: number) => void }) {
  const [typed, setTyped] = useState<string | null>(null);
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const slider = useRef<HTMLInputElement>(null);
  // The server's page is live before this code arrives: what the reader typed or slid meanwhile counts.
  useEffect(() => {
    if (field.current && field.current.value !== setting.show(value)) type(field.current.value);
    else if (slider.current && Number(slider.current.value) !== value) onChange(Number(slider.current.value));
    // Once, as the part hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const text = typed ?? setting.show(value);
  const parsed = Number(text.replace(setting.decimals ? /[^\d.]/g : /\D/g, ''));
  const invalid = typed !== null && (text.trim() === '' || !Number.isFinite(parsed) || parsed < setting.min || parsed > setting.max);

  function type(next: string) {
    setTyped(next);
    const number = Number(next.replace(setting.decimals ? /[^\d.]/g : /\D/g, ''));
    if (next.trim() !== '' && Number.isFinite(number) && number >= setting.min && number <= setting.max) onChange(number);
  }

  return (
    <Box>
      <InputField
        label={setting.label}
        size="small"
        inputMode={setting.decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={text}
        error={invalid}
        helperText={invalid ? setting.error : undefined}
        inputRef={field}
        onChange={(event) => type(event.target.value)}
        // The field shows the value in its own format again once the reader leaves it.
        onBlur={() => setTyped(null)}
      />
      <Range
        ref={slider}
        type="range"
        aria-label={`${setting.label} slider`}
        aria-valuetext={setting.say(value)}
        min={setting.min}
        max={setting.max}
        step={setting.step}
        value={value}
        onChange={(event) => {
          setTyped(null);
          onChange(Number(event.target.value));
        }}
      />
    </Box>
  );
}

export function EmiCalculator({ price }: { price: number }) {
  const [down, setDown] = useState(() => defaultDownPayment(price));
  const [months, setMonths] = useState<number>(TENURE_MONTHS.default);
  const [rate, setRate] = useState<number>(INTEREST_PERCENT.default);
  const figures = loanFigures(price, down, rate, months);
  const headingId = useId();
  const share = price > 0 ? Math.round((down / price) * 100) : 0;

  const settings: { setting: Setting; value: number; onChange: (value: number) => void }[] = [
    {
      setting: {
        label: `Down payment (${share}% of the price)`,
        min: 0,
        max: price,
        // The default is in whole thousands: a slider sets its value to a whole step, so a coarser one would move it.
        step: 1_000,
        show: formatRupees,
        say: (value) => `${formatRupees(value)}, ${price > 0 ? Math.round((value / price) * 100) : 0}% of the price`,
        error: `Enter an amount from ₹0 to ${formatRupees(price)}.`,
        decimals: false,
      },
      value: down,
      onChange: setDown,
    },
    {
      setting: {
        label: 'Tenure (months)',
        min: TENURE_MONTHS.min,
        max: TENURE_MONTHS.max,
        step: 1,
        show: String,
        say: (value) => `${value} months`,
        error: `Enter ${TENURE_MONTHS.min} to ${TENURE_MONTHS.max} months.`,
        decimals: false,
      },
      value: months,
      onChange: setMonths,
    },
    {
      setting: {
        label: 'Interest rate (% a year)',
        min: INTEREST_PERCENT.min,
        max: INTEREST_PERCENT.max,
        step: 0.05,
        show: String,
        say: (value) => `${value}% a year`,
        error: `Enter a rate from ${INTEREST_PERCENT.min}% to ${INTEREST_PERCENT.max}% a year.`,
        decimals: true,
      },
      value: rate,
      onChange: (value) => setRate(Math.round(value * 100) / 100),
    },
  ];

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h4" component="h2">
          EMI calculator
        </Typography>
        <Tag sx={{ bgcolor: 'navy.fill', color: 'text.secondary' }}>Indicative</Tag>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 1.5 }}>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }} data-testid="emi-amount">
          {formatRupees(figures.emi)}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {' '}
            a month
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Loan {formatRupees(figures.principal)} for {months} months at {rate}% a year · total interest{' '}
          <Box component="strong" sx={{ color: 'text.primary' }} data-testid="emi-interest">
            {formatRupees(figures.totalInterest)}
          </Box>
        </Typography>
      </Box>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {settings.map(({ setting, value, onChange }) => (
          <SettingRow key={setting.label.split(' ')[0]} setting={setting} value={value} onChange={onChange} />
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        An estimate only, on a reducing balance: your lender’s rate, fees and approval decide the real EMI. Nothing you enter here is saved
        or sent. Worked out on the listing price, ₹{formatIndianNumber(price)}.
      </Typography>
    </Card>
  );
}
