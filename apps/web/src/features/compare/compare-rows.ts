// The rows of the comparison table (spec 02 sections 2 and 3), and which of them differ between cars.
import type { ComparedCar } from '@luxe/contract';
import { clip } from '../../lib/clip';
import { formatDistance, formatIndianNumber } from '../../lib/format';

export interface CompareRow {
  label: string;
  value: (car: ComparedCar) => string;
}

/** Spec 02 section 9: engine capacity and transmission are cut to 10 characters plus '...'. */
const CUT = 10;

export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: 'Registration year', value: (car) => String(car.registration_year) },
  { label: 'Owners', value: (car) => String(car.no_of_owners) },
  { label: 'Model', value: (car) => car.car_model },
  { label: 'Mileage', value: (car) => `${car.mileage} ${car.fuel_type.toLowerCase() === 'electric' ? 'km/kWh' : 'kmpl'}` },
  { label: 'Engine capacity', value: (car) => clip(car.engine_capacity, CUT) },
  { label: 'Transmission', value: (car) => clip(car.transmission, CUT) },
  { label: 'Fuel', value: (car) => car.fuel_type },
  { label: 'Body type', value: (car) => car.car_type },
  { label: 'Kms driven', value: (car) => formatDistance(car.odometer_reading) },
  { label: 'Power', value: (car) => `${formatIndianNumber(car.power_figure)} bhp` },
  { label: 'Torque', value: (car) => `${formatIndianNumber(car.torque_figure)} Nm` },
  { label: '0-100 km/h', value: (car) => `${car.acceleration_0_100kmph} s` },
  { label: 'Top speed', value: (car) => `${car.top_speed} km/h` },
  { label: 'Drive', value: (car) => car.drive },
  { label: 'Seats', value: (car) => String(car.seats) },
  { label: 'Colour', value: (car) => car.color },
  { label: 'Location', value: (car) => car.location },
];

export function rowDiffers(row: CompareRow, cars: ComparedCar[]): boolean {
  return new Set(cars.map((car) => row.value(car))).size > 1;
}
