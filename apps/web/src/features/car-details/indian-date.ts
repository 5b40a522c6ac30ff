// A day as India reads it, for the car page's parts: apart from fair-price.ts, so a part that shows a date
// does not load the fair price's rules (and the deal labels they bring).
const indianDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** A day as it is in India, whatever the device's zone: '26 Nov 2026'. */
export function formatIndianDate(iso: string): string {
  const parts = Object.fromEntries(indianDate.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}`;
}
