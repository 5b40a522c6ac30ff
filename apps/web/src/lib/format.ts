// Price and distance formatting, in one place so every page writes them alike.
// A test drive's slot is written by the contract's helper, shared with the server's notices.

const CRORE = 10_000_000;
const LAKH = 100_000;

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping: 1,25,000. */
export function formatIndianNumber(value: number): string {
  return grouping.format(value);
}

/** Two decimals at most, trailing zeros dropped: 1.50 -> 1.5, 2.00 -> 2. */
function trimmed(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}

/** 10 million or more in Crores, 100 thousand or more in Lakhs, otherwise Thousand. */
export function formatPrice(rupees: number): string {
  if (rupees >= CRORE) return `₹${trimmed(rupees / CRORE, 2)} Crore`;
  if (rupees >= LAKH) return `₹${trimmed(rupees / LAKH, 2)} Lakh`;
  return `₹${trimmed(rupees / 1000, 1)} Thousand`;
}

/** The full amount with Indian grouping, for totals and payments: ₹1,25,000. */
export function formatRupees(rupees: number): string {
  return `₹${formatIndianNumber(rupees)}`;
}

/** 100 thousand or more in Lakh kms with one decimal, 1 thousand or more in Thousand kms, else kms. */
export function formatDistance(km: number): string {
  if (km >= LAKH) return `${(km / LAKH).toFixed(1)} Lakh kms`;
  if (km >= 1000) return `${Math.floor(km / 1000)} Thousand kms`;
  return `${Math.max(0, Math.round(km))} kms`;
}

/**
 * Kilometres driven in full, one way wherever the full figure shows: '42,120 km'. The car
 * cards keep the rounded 'Thousand kms' above.
 */
export function formatKm(km: number): string {
  return `${formatIndianNumber(Math.max(0, Math.round(km)))} km`;
}

/** Cuts text longer than max characters with an ellipsis (long car names on cards). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const indianTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * A moment as a buyer in India reads it, in India's time (see docs/product/test-drives-and-bookings.md) whatever the device's zone:
 * '28 Nov, 6 PM', or '28 Nov, 6:30 PM' off the hour.
 */
export function formatIndianDateTime(iso: string): string {
  const parts = Object.fromEntries(indianTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const minutes = parts.minute === '00' ? '' : `:${parts.minute}`;
  return `${parts.day} ${parts.month}, ${parts.hour}${minutes} ${String(parts.dayPeriod).toUpperCase()}`;
}
