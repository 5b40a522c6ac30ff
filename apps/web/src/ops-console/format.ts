// Moments as the console shows them: in India's time, whatever the device's zone, with the year (a log
// and a dealer's history span years).
import { formatRupees } from '../lib/format';

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** 28 Nov 2026, 6:05 pm IST */
export function formatWhen(iso: string): string {
  return `${when.format(new Date(iso))} IST`;
}

export { formatRupees };

/** Words of a code as a person reads them: 'test_drive' -> 'Test drive'. */
export function humanize(code: string): string {
  const words = code.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What is wrong with a body by the contract's schema (its first message), or null. */
export function problemOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  body: unknown,
): string | null {
  const checked = schema.safeParse(body);
  return checked.success ? null : (checked.error?.issues[0]?.message ?? 'Please check what you entered.');
}
