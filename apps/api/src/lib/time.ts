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

/** India's time zone: dates and slots are India's whatever the server's zone (D33). */
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
