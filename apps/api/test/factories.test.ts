// The factories write what the API reads: a car they create is listed, searched, counted in the
// filters and shown in full at once, on a database with no demo catalogue.
import { cataloguePaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { newPhone } from './helpers/buyers';
import { createCar, createVariant } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer } from './helpers/dealers';

describe(`test factories (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: cataloguePaths.carList, query })).json().data.filteredCars;

  it('makes dealers with their own phone and code, apart from buyers’ numbers', async () => {
    const [a, b] = [await createDealer(t.database.db), await createDealer(t.database.db)];
    expect(a.phone).toMatch(/^[6-9]\d{9}$/);
    expect(a.phone).not.toBe(b.phone);
    expect(a.vendorCode).not.toBe(b.vendorCode);
    expect(a.phone[0]).not.toBe(newPhone()[0]);
    expect(a.profilePic).toBe(`/media/dealers/${a.id}.svg`);
  });

  it('lists, searches, filters and details a new car at once', async () => {
    const dealer = await createDealer(t.database.db, { city: 'Kochi' });
    expect((await list()).pagination.total).toBe(0);
    const entry = await createVariant(t.database.db, { bodyType: 'SUV' });
    const car = await createCar(t.database.db, { vendorId: dealer.id, entry, listingPrice: 5_600_000 });
    const other = await createCar(t.database.db, { vendorId: dealer.id, entry, status: 'reserved', carName: 'Kochi Heritage Special' });

    const all = await list();
    expect(all.pagination.total).toBe(2);
    expect(all.cars.find((c: { id: number }) => c.id === car.id)).toMatchObject({
      car_brand: entry.brand.name,
      car_type: 'SUV',
      location: 'Kochi',
      listing_price: 5_600_000,
      status: 'available',
    });
    expect(all.cars.find((c: { id: number }) => c.id === other.id)).toMatchObject({ status: 'reserved' });
    // Search reads the variant's text for both, and the custom name's own text for the second.
    expect((await list({ search: entry.model.name })).pagination.total).toBe(2);
    expect((await list({ search: 'heritage' })).cars.map((c: { id: number }) => c.id)).toEqual([other.id]);
    expect((await list({ car_brand: entry.brand.name, location: 'Kochi' })).pagination.total).toBe(2);

    const filters = (await t.app.inject({ method: 'GET', url: cataloguePaths.filterList })).json().data;
    expect(filters.carBrands.map((b: { car_brand_name: string }) => b.car_brand_name)).toEqual([entry.brand.name]);
    expect(filters.carLocations.map((l: { car_location: string }) => l.car_location)).toEqual(['Kochi']);

    const details = await t.app.inject({ method: 'GET', url: cataloguePaths.carDetails, query: { car_id: String(car.id) } });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.carDetails).toMatchObject({ vendor_name: dealer.name, car_variant_name: entry.variant.name });
    expect(Object.keys(details.json().data.carDetails.specifications)).toHaveLength(13);
    const picture = await t.app.inject({ method: 'GET', url: details.json().data.carDetails.car_images[0] });
    expect(picture.statusCode).toBe(200);
  });
});
