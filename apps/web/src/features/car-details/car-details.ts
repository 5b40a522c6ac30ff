// The rules of the car detail page that are worth testing on their own.
import type { CarDetails, SpecValue } from '@luxe/contract';
import { formatKm } from '../../lib/format';

/** The title is cut at 120 characters. */
export const TITLE_MAX_LENGTH = 120;
/** Up to 5 similar deals. */
export const SIMILAR_DEALS_MAX = 5;

/** The car id of a car page's address (`/car-details/:id`), or null when it is not one. */
export function carIdFrom(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** Registration year, brand and model, cut at 120 characters with '...'. */
export function carTitle(car: Pick<CarDetails, 'registration_year' | 'car_brand_name' | 'car_model_name' | 'brand' | 'car_model'>): string {
  const brand = car.car_brand_name.trim() || car.brand.trim();
  const model = car.car_model_name.trim() || car.car_model.trim();
  const title = [car.registration_year || '', brand, model].filter((part) => String(part).trim() !== '').join(' ');
  return title.length > TITLE_MAX_LENGTH ? `${title.slice(0, TITLE_MAX_LENGTH)}...` : title;
}

export interface OverviewRow {
  label: string;
  value: string;
}

/** A missing value shows 0. */
function orZero(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '0';
  const text = String(value).trim();
  return text === '' ? '0' : text;
}

/** The 'Car Overview' grid, in its fixed order. */
export function overviewRows(car: CarDetails): OverviewRow[] {
  const rows: [string, string | number | null | undefined][] = [
    ['Registration State', car.registration_state],
    ['Registration Year', car.registration_year],
    ['Vehicle Type', car.car_type_name],
    ['Fuel', car.fuel_type],
    ['Engine', car.engine_capacity || car.engine],
    ['Transmission', car.transmission],
    ['Ownership', car.no_of_owners],
    ['KMS Done', car.odometer_reading ? formatKm(car.odometer_reading) : 0],
    ['Peak Torque', car.peak_torque],
    ['Peak Power', car.peak_power],
    ['Doors', car.doors],
    ['Exterior Colour', car.color],
    ['Drive', car.drive],
    ['Seating Capacity', car.seats],
    ['Manufacturing Year', car.manufacturing_year],
  ];
  return rows.map(([label, value]) => ({ label, value: orZero(value) }));
}

/** A 'Full Specifications' value: booleans as Yes/No, unknown as NA. */
export function specText(value: SpecValue | undefined): string {
  if (value === null || value === undefined) return 'NA';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value).trim();
  return text === '' ? 'NA' : text;
}

/** Established year is the first 4 characters of member_since. */
export function establishedYear(memberSince: string): string {
  return memberSince.slice(0, 4);
}
