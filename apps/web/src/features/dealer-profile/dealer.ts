// The dealer page's small rules, kept apart to be tested on their own.
import type { Vendor } from '@luxe/contract';

/** A fixed showroom timing. */
export const SHOWROOM_TIMING = '10:00 AM - 07:00 PM';

export function dealerPath(vendorId: number): string {
  return `/car-dealer?id=${vendorId}`;
}

/** The id in `?id=`, or null when it is missing or not a dealer id. */
export function dealerIdFrom(param: string | null): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** The average of real ratings, or 'New' when there are none. */
export function ratingText(rating: number | null): string {
  return rating === null ? 'New' : rating.toFixed(1);
}

export function addressLine(
  vendor: Pick<Vendor, 'vendor_flat_no' | 'vendor_address' | 'vendor_landmark' | 'vendor_city' | 'vendor_state' | 'vendor_pincode'>,
): string {
  const place = [vendor.vendor_flat_no, vendor.vendor_address, vendor.vendor_landmark, vendor.vendor_city, vendor.vendor_state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return vendor.vendor_pincode.trim() ? `${place} ${vendor.vendor_pincode.trim()}` : place;
}

/** A Google Maps search for the dealer's address (opened in a new tab). */
export function directionsUrl(vendor: Parameters<typeof addressLine>[0] & Pick<Vendor, 'vendor_name'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${vendor.vendor_name}, ${addressLine(vendor)}`)}`;
}
