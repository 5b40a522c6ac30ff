import { describe, expect, it } from 'vitest';
import { carsPath, searchPath } from './cars-url';

describe('carsPath', () => {
  it('puts each filter in the query under the car list call’s name', () => {
    expect(carsPath({ location: 'Delhi' })).toBe('/cars?location=Delhi');
    expect(carsPath({ car_brand: 'Land Rover' })).toBe('/cars?car_brand=Land%20Rover');
    expect(carsPath({ car_type: 'SUV' })).toBe('/cars?car_type=SUV');
    expect(carsPath({ kilometers: 50000 })).toBe('/cars?kilometers=50000');
    expect(carsPath()).toBe('/cars');
  });
});

describe('searchPath', () => {
  it('trims the term and refuses an empty one', () => {
    expect(searchPath('  Porsche 911 ')).toBe('/cars?search=Porsche%20911');
    expect(searchPath('   ')).toBeNull();
    expect(searchPath('')).toBeNull();
  });
});
