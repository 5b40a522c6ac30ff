// Select Date and Select Time (see docs/product/test-drives-and-bookings.md): India's next 4 days as Today, Tomorrow,
// then weekday names, and the 8 hourly slots of the chosen day, each as the server sees it now: a slot
// that has started, is booked or is held by another buyer's unpaid order is not offered.
import type { DriveSlot, TestDriveSlot } from '@luxe/contract';
import { Stack, Typography } from '@mui/material';
import { Skeleton } from '../../../components/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useSlots } from '../../../lib/booking/api';
import { dayLabel, dayMonth } from '../../../lib/booking/flow';
import { formatIndianDateTime } from '../../../lib/format';
import { ChoiceChips } from '../../../components/booking/choice-chips';

/** At most this many open hours left in a day reads 'Few left'. */
const FEW_LEFT = 2;

function reasonText(slot: TestDriveSlot): string {
  if (slot.reason === 'started') return 'Started';
  if (slot.reason === 'booked') return 'Booked';
  if (slot.reason === 'sold') return 'Sold';
  return slot.held_until ? `On hold till ${formatIndianDateTime(slot.held_until).split(', ')[1]}` : 'On hold';
}

interface SlotPickerProps {
  carId: number;
  date: string | undefined;
  slot: DriveSlot | undefined;
  onChange: (date: string | undefined, slot: DriveSlot | undefined) => void;
  errors: { date?: string | null; slot?: string | null };
}

export function SlotPicker({ carId, date, slot, onChange, errors }: SlotPickerProps) {
  const slots = useSlots(carId);
  if (slots.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading the open slots">
        <Skeleton variant="rounded" height={52} />
        <Skeleton variant="rounded" height={110} />
      </Stack>
    );
  if (slots.isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(slots.error)}
      </Typography>
    );
  const days = slots.data.days;
  const day = days.find((d) => d.date === date);
  const free = (d: (typeof days)[number]) => d.slots.filter((s) => s.available).length;
  // A day whose hours have all passed is closed, not full; a drive costs a fee, so nothing says 'free'.
  const dayNote = (d: (typeof days)[number]) => {
    const n = free(d);
    if (n === 0) return d.slots.every((s) => s.reason === 'started') ? 'Closed' : 'Full';
    return n <= FEW_LEFT ? 'Few left' : 'Available';
  };
  return (
    <Stack spacing={3}>
      <ChoiceChips
        name="drive-date"
        legend="Select Date"
        columns={{ xs: 2, sm: 4 }}
        value={date}
        onChange={(next) => {
          const nextDay = days.find((d) => d.date === next);
          // A slot chosen on the other day stays chosen if it is free on this one too.
          onChange(next, nextDay?.slots.some((s) => s.drive_time === slot && s.available) ? slot : undefined);
        }}
        error={errors.date}
        chips={days.map((d, index) => ({
          value: d.date,
          label: dayLabel(d.date, index),
          note: `${dayMonth(d.date)} · ${dayNote(d)}`,
          disabled: free(d) === 0,
        }))}
      />
      {day ? (
        <ChoiceChips
          name="drive-time"
          legend="Select Time"
          columns={{ xs: 2, sm: 4 }}
          value={slot}
          onChange={(next) => onChange(date, next as DriveSlot)}
          error={errors.slot}
          chips={day.slots.map((s) => ({
            value: s.drive_time,
            label: s.drive_time,
            note: s.available ? 'Available' : reasonText(s),
            disabled: !s.available,
          }))}
        />
      ) : (
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 700 }}>Select Time</Typography>
          <Typography variant="body2" color="text.secondary">
            Choose a date to see its open hours (India time).
          </Typography>
          {errors.slot && (
            <Typography role="alert" variant="body2" color="error" sx={{ fontWeight: 600 }}>
              {errors.slot}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
