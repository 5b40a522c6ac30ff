// A test drive's slot as people read it: apart from the constants, so a page loads it only where it shows one.
import { DRIVE_SLOTS } from './constants';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A test drive's slot as buyers and dealers read it, from India's date (YYYY-MM-DD) and the slot or its
 * starting hour: 'Sat, 28 Nov, 11 AM-12 PM'. Shared, so the pages and the notices never disagree.
 */
export function formatDriveSlot(date: string, slot: string | number): string {
  const label = typeof slot === 'number' ? DRIVE_SLOTS[slot - 10] : slot;
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()];
  const hours = (label ?? '').replace(/(\d+)(AM|PM)/g, '$1 $2');
  return `${weekday}, ${day} ${MONTHS[month! - 1]}, ${hours}`;
}
