import type { CarListItem } from '@luxe/contract';

/** A list item of an available car, for the tests of what shows one. */
export const testCar = (id: number, name: string): CarListItem => ({
  id,
  car_name: name,
  car_brand: 'BMW',
  car_model: 'X1',
  manufacturing_year: 2021,
  engine_capacity: '1995 cc',
  images: [`/media/cars/${id}.svg`],
  location: 'Mumbai',
  odometer_reading: 42_120,
  listing_price: 3_900_000,
  car_type: 'SUV',
  transmission: 'Automatic',
  seats: 5,
  fuel_type: 'Diesel',
  wishlist_status: 0,
  status: 'available',
  listed_at: '2026-11-20T10:00:00Z',
  reserved_until: null,
  fair_price: null,
  price_drop: null,
  inspection_score: null,
});
