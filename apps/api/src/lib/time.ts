// Time as people read it and as the API writes it.

/** A wait as a person says it: '45 seconds', '3 minutes'. */
export function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A timestamp from either driver (a Date, or text) as ISO 8601 in UTC. */
export function toIso(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** India's time zone: dates and slots are India's whatever the server's zone, as the buyer reads them. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const indianDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A moment as a buyer in India reads it: '28 Nov, 6:00 pm'. */
export function indianDateTime(moment: Date): string {
  return indianDateTimeFormat.format(moment);
}

const indiaDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date in India at a moment, as YYYY-MM-DD. */
export function indiaDate(moment: Date): string {
  return indiaDateFormat.format(moment);
}

/** A YYYY-MM-DD date `days` later. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The moment an hour of a date begins in India (India keeps +05:30 all year). */
export function indiaHourStart(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`);
}

/** A range as PostgreSQL's tstzrange text, '[from,to)'; no `to` is open-ended. */
export function timeRange(from: Date, to?: Date): string {
  return `[${from.toISOString()},${to ? to.toISOString() : 'infinity'})`;
}
