import type { CarDetails } from '@luxe/contract';
import { describe, expect, it } from 'vitest';
import { carTitle, establishedYear, overviewRows, specText, TITLE_MAX_LENGTH } from './car-details';

const names = { registration_year: 2022, brand: 'BMW', car_model: 'X5', car_brand_name: 'BMW', car_model_name: 'X5' };

describe('carTitle', () => {
  it('joins registration year, brand and model', () => {
    expect(carTitle(names)).toBe('2022 BMW X5');
  });

  it('cuts a title longer than 120 characters with three dots', () => {
    const title = carTitle({ ...names, car_model_name: 'M'.repeat(200) });
    expect(title).toHaveLength(TITLE_MAX_LENGTH + 3);
    expect(title.endsWith('...')).toBe(true);
    expect(title.startsWith('2022 BMW MMM')).toBe(true);
  });

  it('keeps a title of exactly 120 characters whole', () => {
    const model = 'M'.repeat(TITLE_MAX_LENGTH - '2022 BMW '.length);
    expect(carTitle({ ...names, car_model_name: model })).toBe(`2022 BMW ${model}`);
  });
});

describe('overviewRows', () => {
  it('shows 0 for missing values, in the overview’s order', () => {
    const car = {
      registration_state: '',
      registration_year: 2021,
      car_type_name: 'SUV',
      fuel_type: 'Diesel',
      engine_capacity: '',
      engine: '',
      transmission: 'Automatic',
      no_of_owners: 0,
      odometer_reading: 125000,
      peak_torque: '',
      peak_power: '250 bhp',
      doors: 0,
      color: 'Black',
      drive: 'AWD',
      seats: 7,
      manufacturing_year: 2020,
    } as unknown as CarDetails;
    const rows = overviewRows(car);
    expect(rows.map((r) => r.label)).toEqual([
      'Registration State',
      'Registration Year',
      'Vehicle Type',
      'Fuel',
      'Engine',
      'Transmission',
      'Ownership',
      'KMS Done',
      'Peak Torque',
      'Peak Power',
      'Doors',
      'Exterior Colour',
      'Drive',
      'Seating Capacity',
      'Manufacturing Year',
    ]);
    const value = (label: string) => rows.find((r) => r.label === label)?.value;
    expect(value('Registration State')).toBe('0');
    expect(value('Engine')).toBe('0');
    expect(value('Peak Torque')).toBe('0');
    expect(value('Doors')).toBe('0');
    expect(value('KMS Done')).toBe('1,25,000 km');
    expect(value('Peak Power')).toBe('250 bhp');
  });
});

describe('specText', () => {
  it('shows booleans as Yes/No and unknown as NA', () => {
    expect(specText(true)).toBe('Yes');
    expect(specText(false)).toBe('No');
    expect(specText(null)).toBe('NA');
    expect(specText(undefined)).toBe('NA');
    expect(specText(0)).toBe('0');
    expect(specText('LED')).toBe('LED');
  });
});

it('takes the established year from member_since', () => {
  expect(establishedYear('2016-10-31')).toBe('2016');
});
