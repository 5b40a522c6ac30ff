// Dates and times as the dealer's desk reads them: in India's time zone whatever the device's (docs/product/test-drives-and-bookings.md).
const ZONE = 'Asia/Kolkata';
const HOUR = 3_600_000;

const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: ZONE, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const longDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** 28 Nov, 6:00 pm */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** India's calendar date of an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return dayKey.format(at);
}

/** The date after a YYYY-MM-DD date. */
export function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Today, Tomorrow, or the weekday and date of a YYYY-MM-DD date. */
export function dayLabel(date: string, now: Date): string {
  const today = indiaDate(now);
  if (date === today) return 'Today';
  if (date === nextDate(today)) return 'Tomorrow';
  return longDay.format(new Date(`${date}T00:00:00Z`));
}

/** What is left until `iso`: '2 d 5 h left', '31 h left', '45 min left', or null once it has passed. */
export function timeLeft(iso: string, now: Date, { days = false } = {}): string | null {
  const ms = new Date(iso).getTime() - now.getTime();
  if (ms <= 0) return null;
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / 60_000))} min left`;
  const hours = Math.floor(ms / HOUR);
  if (days && hours >= 24) return `${Math.floor(hours / 24)} d ${hours % 24} h left`;
  return `${hours} h left`;
}
