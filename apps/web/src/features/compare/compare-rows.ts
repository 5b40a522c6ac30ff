// The rows of the comparison table, and which of them differ between cars.
import type { ComparedCar } from '@luxe/contract';
import { clip } from '../../lib/clip';
import { formatIndianNumber, formatKm } from '../../lib/format';

export interface CompareRow {
  label: string;
  /** The whole value: what decides whether the cars differ, and the cut value's hover text. */
  full: (car: ComparedCar) => string;
  /** What the cell shows. */
  value: (car: ComparedCar) => string;
}

/** Engine capacity and transmission are cut to 10 characters plus '...'. */
const CUT = 10;

const row = (label: string, full: (car: ComparedCar) => string, cut?: number): CompareRow => ({
  label,
  full,
  value: cut ? (car) => clip(full(car), cut) : full,
});

export const COMPARE_ROWS: readonly CompareRow[] = [
  row('Registration year', (car) => String(car.registration_year)),
  row('Owners', (car) => String(car.no_of_owners)),
  row('Model', (car) => car.car_model),
  // The contract's `mileage` is fuel efficiency; the kilometres a car has done are its odometer reading.
  row('Fuel efficiency', (car) => `${car.mileage} ${car.fuel_type.toLowerCase() === 'electric' ? 'km/kWh' : 'kmpl'}`),
  row('Engine capacity', (car) => car.engine_capacity, CUT),
  row('Transmission', (car) => car.transmission, CUT),
  row('Fuel', (car) => car.fuel_type),
  row('Body type', (car) => car.car_type),
  row('Kilometres driven', (car) => formatKm(car.odometer_reading)),
  row('Power', (car) => `${formatIndianNumber(car.power_figure)} bhp`),
  row('Torque', (car) => `${formatIndianNumber(car.torque_figure)} Nm`),
  row('0-100 km/h', (car) => `${car.acceleration_0_100kmph} s`),
  row('Top speed', (car) => `${car.top_speed} km/h`),
  row('Drive', (car) => car.drive),
  row('Seats', (car) => String(car.seats)),
  row('Colour', (car) => car.color),
  row('Location', (car) => car.location),
];

/** Whole values decide: two transmissions that differ after the 10-character cut still differ. */
export function rowDiffers(compareRow: CompareRow, cars: ComparedCar[]): boolean {
  return new Set(cars.map((car) => compareRow.full(car))).size > 1;
}
