// The booking flow's rules in one place (see docs/product/test-drives-and-bookings.md): which calls a
// flow makes, the addresses its pages carry (the car and the flow travel in the query, so every step
// survives a reload), India's next 4 days and their slots, and the address form's checks, which are
// the server's own rules (contract bookings.ts).
import { DRIVE_SLOTS, RESERVATION_DAYS, TEST_DRIVE_FULL_REFUND_HOURS, bookingPaths, type DriveSlot } from '@luxe/contract/constants';
import { homeOutsideCityMessage, pinInDealerCity } from '@luxe/contract/cities';

/** A test drive, or a booking of the car: directly, at the price agreed in an offer, or after a test drive. */
export const BOOKING_FLOWS = ['test_drive', 'direct', 'post_offer', 'post_test_drive'] as const;
export type BookingFlow = (typeof BOOKING_FLOWS)[number];

/** Each flow's create and verify calls (the contract's paths). */
export const flowCalls: Record<BookingFlow, { create: string; verify: string }> = {
  test_drive: { create: bookingPaths.testDriveCreateOrder, verify: bookingPaths.testDriveVerifyPayment },
  direct: { create: bookingPaths.directCreateOrder, verify: bookingPaths.directVerifyPayment },
  post_offer: { create: bookingPaths.postOfferCreateBooking, verify: bookingPaths.postOfferVerifyPayment },
  post_test_drive: { create: bookingPaths.postTestDriveCreateBooking, verify: bookingPaths.postTestDriveVerifyPayment },
};

export const isCarBooking = (flow: BookingFlow) => flow !== 'test_drive';

/** The flow named in a query; none names the test drive (the booking route's first purpose). */
export function parseFlow(value: string | null): BookingFlow | null {
  if (value === null || value === '') return 'test_drive';
  return (BOOKING_FLOWS as readonly string[]).includes(value) ? (value as BookingFlow) : null;
}

/** A car id as the API reads it: 1 to 999,999,999. */
export function parseCarId(value: string | null): number | null {
  return value !== null && /^0*[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export type FlowPage = '/book-testdrive' | '/test-drive' | '/schedule-screen' | '/schedule-screen-pay';

/** A page of the flow for one car. */
export function flowHref(page: FlowPage, carId: number, flow: BookingFlow, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ car_id: String(carId), ...(flow === 'test_drive' ? {} : { flow }), ...extra });
  return `${page}?${query.toString()}`;
}

/** What the Pay Now dialog says is paid, for what, and the refund rule in one line. */
export function paymentTerms(flow: BookingFlow): { title: string; what: string; refund: string } {
  if (flow === 'test_drive')
    return {
      title: 'Test drive fee',
      what: 'Books your test drive slot. The fee is refunded when you buy the car within 15 days of the test drive.',
      refund: `Cancel ${TEST_DRIVE_FULL_REFUND_HOURS} hours or more before your slot for a full refund; later cancellations are not refunded.`,
    };
  return {
    title: 'Token amount',
    what: `Reserves the car for you alone for ${RESERVATION_DAYS} days and is adjusted against the price when you buy.`,
    refund: `Cancel within the ${RESERVATION_DAYS} days and the token is refunded in full in 7 to 10 working days.`,
  };
}

// ---------------------------------------------------------------- dates in India (see docs/product/test-drives-and-bookings.md)

const weekdayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'long' });
const dayMonthFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** The server's days (India's today first) as Today, Tomorrow, then weekday names. */
export const dayLabel = (date: string, index: number) =>
  index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : weekdayFormat.format(noonOf(date));

/** '28 Nov' of a YYYY-MM-DD date. */
export const dayMonth = (date: string) => dayMonthFormat.format(noonOf(date));

export const isDriveSlot = (value: string | null): value is DriveSlot => (DRIVE_SLOTS as readonly (string | null)[]).includes(value);

// ---------------------------------------------------------------- the home address (see docs/product/test-drives-and-bookings.md)

export const ADDRESS_FIELDS = ['street_address', 'locality', 'city', 'state', 'zip_code'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type Address = Record<AddressField, string>;
export const EMPTY_ADDRESS: Address = { street_address: '', locality: '', city: '', state: '', zip_code: '' };

export const ADDRESS_LABELS: Record<AddressField, string> = {
  street_address: 'Street address',
  locality: 'Locality',
  city: 'City',
  state: 'State/Province',
  zip_code: 'Zip code',
};

/** The server's limits (contract bookings.ts). */
const MAX_LENGTH: Record<Exclude<AddressField, 'zip_code'>, number> = { street_address: 200, locality: 100, city: 60, state: 60 };

/**
 * Each field's message, or none: required for home delivery, within the server's lengths, a 6-digit PIN
 * code of the dealer's city (cars go to homes in the dealer's city only).
 */
export function checkAddress(address: Address, dealer: { city: string; pincode: string }): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field].trim();
    const label = ADDRESS_LABELS[field];
    if (!value) errors[field] = `${label} is required for home delivery`;
    else if (field === 'zip_code') {
      if (!/^[1-9]\d{5}$/.test(value)) errors[field] = 'Zip code must be a 6-digit PIN code';
      else if (!pinInDealerCity(value, dealer.city, dealer.pincode)) errors[field] = homeOutsideCityMessage(dealer.city);
    } else if (value.length > MAX_LENGTH[field]) errors[field] = `${label} must be at most ${MAX_LENGTH[field]} characters`;
  }
  return errors;
}

// ---------------------------------------------------------------- what the buyer entered

/** What the buyer chose for one car and flow: kept while they pay, so a failed payment loses nothing. */
export interface BookingDraft {
  preferred_location: 'home' | 'showroom';
  address: Address;
  drive_date?: string;
  drive_time?: DriveSlot;
}

const draftKey = (flow: BookingFlow, carId: number) => `luxe-booking:${flow}:${carId}`;

export function saveDraft(flow: BookingFlow, carId: number, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(draftKey(flow, carId), JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the buyer re-enters the details if they come back.
  }
}

export function loadDraft(flow: BookingFlow, carId: number): BookingDraft | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(draftKey(flow, carId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<BookingDraft>;
    if (value.preferred_location !== 'home' && value.preferred_location !== 'showroom') return null;
    const address = { ...EMPTY_ADDRESS };
    for (const field of ADDRESS_FIELDS) if (typeof value.address?.[field] === 'string') address[field] = value.address[field];
    return {
      preferred_location: value.preferred_location,
      address,
      drive_date: typeof value.drive_date === 'string' ? value.drive_date : undefined,
      drive_time: isDriveSlot(value.drive_time ?? null) ? value.drive_time : undefined,
    };
  } catch {
    return null;
  }
}

export function clearDraft(flow: BookingFlow, carId: number): void {
  try {
    sessionStorage.removeItem(draftKey(flow, carId));
  } catch {
    // Nothing to clear.
  }
}

/** The create-order body of a draft (the booking order payload; see docs/product/test-drives-and-bookings.md). */
export function orderBody(flow: BookingFlow, carId: number, draft: BookingDraft): Record<string, unknown> {
  const address = draft.preferred_location === 'home' ? Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, draft.address[f].trim()])) : {};
  const body: Record<string, unknown> = { car_id: carId, preferred_location: draft.preferred_location, ...address };
  if (flow === 'test_drive') return { ...body, booking_type: 'test_drive', drive_date: draft.drive_date, drive_time: draft.drive_time };
  return flow === 'direct' ? { ...body, booking_type: 'direct' } : body;
}
