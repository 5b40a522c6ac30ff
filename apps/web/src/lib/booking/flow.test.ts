import { describe, expect, it } from 'vitest';
import { checkAddress, dayLabel, dayMonth, flowHref, orderBody, parseCarId, parseFlow, type Address } from './flow';

const address: Address = {
  street_address: '14 Carter Road',
  locality: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip_code: '400050',
};
const mumbaiDealer = { city: 'Mumbai', pincode: '400053' };

describe('the booking flow', () => {
  it("labels the server's days Today, Tomorrow, then weekday names, whatever the device's zone", () => {
    const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
    expect(days.map(dayLabel)).toEqual(['Today', 'Tomorrow', 'Sunday', 'Monday']);
    expect(dayMonth('2026-11-29')).toBe('29 Nov');
  });

  it("checks the address with the server's rules, each field its own message", () => {
    expect(checkAddress(address, mumbaiDealer)).toEqual({});
    expect(checkAddress({ ...address, street_address: '  ', zip_code: '040005' }, mumbaiDealer)).toEqual({
      street_address: 'Street address is required for home delivery',
      zip_code: 'Zip code must be a 6-digit PIN code',
    });
    expect(checkAddress({ ...address, city: 'x'.repeat(61) }, mumbaiDealer).city).toBe('City must be at most 60 characters');
  });

  it("takes a home address only in the dealer's city, as the server does", () => {
    expect(checkAddress({ ...address, city: 'Delhi', zip_code: '110001' }, mumbaiDealer).zip_code).toBe(
      'We bring cars to homes in Mumbai only. Choose a showroom visit, or an address in Mumbai.',
    );
    expect(checkAddress({ ...address, zip_code: '401107' }, mumbaiDealer)).toEqual({});
    expect(checkAddress({ ...address, zip_code: '422005' }, { city: 'Nashik', pincode: '422001' })).toEqual({});
  });

  it('reads the car and the flow from the address; a bad one is null', () => {
    expect(parseCarId('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1234567890']) expect(parseCarId(bad)).toBeNull();
    expect(parseFlow(null)).toBe('test_drive');
    expect(parseFlow('post_offer')).toBe('post_offer');
    expect(parseFlow('lease')).toBeNull();
    expect(flowHref('/test-drive', 7, 'test_drive')).toBe('/test-drive?car_id=7');
    expect(flowHref('/schedule-screen-pay', 7, 'direct', { from: 'home' })).toBe('/schedule-screen-pay?car_id=7&flow=direct&from=home');
  });

  it("builds each flow's body: the address only for home, the slot only for a test drive", () => {
    expect(
      orderBody('test_drive', 7, { preferred_location: 'showroom', address, drive_date: '2026-11-27', drive_time: '10AM-11AM' }),
    ).toEqual({
      car_id: 7,
      preferred_location: 'showroom',
      booking_type: 'test_drive',
      drive_date: '2026-11-27',
      drive_time: '10AM-11AM',
    });
    expect(orderBody('direct', 7, { preferred_location: 'home', address })).toEqual({
      car_id: 7,
      preferred_location: 'home',
      ...address,
      booking_type: 'direct',
    });
    expect(orderBody('post_offer', 7, { preferred_location: 'showroom', address })).toEqual({ car_id: 7, preferred_location: 'showroom' });
  });
});
