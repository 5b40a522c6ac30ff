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
