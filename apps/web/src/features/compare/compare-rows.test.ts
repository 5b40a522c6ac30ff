import type { ComparedCar } from '@luxe/contract';
import { describe, expect, it } from 'vitest';
import { COMPARE_ROWS, rowDiffers } from './compare-rows';

const base: ComparedCar = {
  car_id: 1,
  car_name: '2021 Mercedes-Benz C-Class',
  car_images: [],
  registration_year: 2021,
  no_of_owners: 1,
  car_listing_price: 3_900_000,
  car_model: 'C-Class',
  car_brand: 'Mercedes-Benz',
  mileage: 14.5,
  engine_capacity: '1991 cc',
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  car_type: 'Sedan',
  manufacturing_year: 2021,
  odometer_reading: 42_120,
  seats: 5,
  drive: 'RWD',
  power_figure: 201,
  torque_figure: 300,
  acceleration_0_100kmph: 7.3,
  top_speed: 246,
  color: 'Obsidian Black',
  location: 'Delhi',
  status: 'available',
};

const row = (label: string) => COMPARE_ROWS.find((r) => r.label === label)!;

describe('comparison rows', () => {
  it('names fuel efficiency and kilometres driven for what they are', () => {
    expect(row('Fuel efficiency').value(base)).toBe('14.5 kmpl');
    expect(row('Fuel efficiency').value({ ...base, fuel_type: 'Electric', mileage: 6.2 })).toBe('6.2 km/kWh');
    expect(row('Kilometres driven').value(base)).toBe('42,120 km');
    expect(COMPARE_ROWS.map((r) => r.label)).not.toContain('Mileage');
  });

  it('highlights only the rows where the cars differ', () => {
    const other = { ...base, car_id: 2, registration_year: 2022, odometer_reading: 18_400, location: 'Mumbai' };
    const differing = COMPARE_ROWS.filter((r) => rowDiffers(r, [base, other])).map((r) => r.label);
    expect(differing).toEqual(['Registration year', 'Kilometres driven', 'Location']);
  });

  it('reads two values as the same when only their cut differs from what is shown', () => {
    const longer = { ...base, car_id: 2, transmission: 'Automatic (9G-Tronic)' };
    const other = { ...base, car_id: 3, transmission: 'Automatic (7G-Tronic)' };
    expect(row('Transmission').value(longer)).toBe(row('Transmission').value(other));
    expect(rowDiffers(row('Transmission'), [longer, other])).toBe(true);
  });
});
