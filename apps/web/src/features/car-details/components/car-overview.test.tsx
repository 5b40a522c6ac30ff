import type { CarDetails } from '@luxe/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CarOverview } from './car-overview';

afterEach(cleanup);

function valueOf(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

it('shows each overview fact, and 0 where the car has no value', () => {
  const car = {
    registration_state: 'Karnataka',
    registration_year: 2021,
    car_type_name: '',
    fuel_type: 'Petrol',
    engine_capacity: '2998 cc',
    engine: '3.0L',
    transmission: 'Automatic',
    no_of_owners: 2,
    odometer_reading: 0,
    peak_torque: '',
    peak_power: '335 bhp',
    doors: 4,
    color: '',
    drive: 'RWD',
    seats: 5,
    manufacturing_year: 2020,
  } as unknown as CarDetails;
  render(<CarOverview car={car} />);
  expect(valueOf('Registration State')).toBe('Karnataka');
  expect(valueOf('Engine')).toBe('2998 cc');
  expect(valueOf('Ownership')).toBe('2');
  expect(valueOf('Vehicle Type')).toBe('0');
  expect(valueOf('KMS Done')).toBe('0');
  expect(valueOf('Peak Torque')).toBe('0');
  expect(valueOf('Exterior Colour')).toBe('0');
  expect(screen.getAllByRole('term')).toHaveLength(15);
});
