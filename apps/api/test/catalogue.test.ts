import { eq, sql } from 'drizzle-orm';
import { wishlistPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { brands, carModels, cars, carVariants } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar, createVariant } from './helpers/cars';
import { cloneCar, seedCatalogue } from './helpers/catalogue';
import { onPostgres } from './helpers/database';
import { createDealer } from './helpers/dealers';

const LIST = '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter';
const FILTERS = '/api/public/app-landing-page/filters/v1/read/filter-list';
const BRANDS = '/api/public/app-landing-page/cars/v1/read/get-all-car-brands';
const MENU = '/api/public/app-landing-page/cars/v1/read/get-car-header-menu';
const DETAILS = '/api/public/app-landing-page/cars/v1/read/car-view-details';
const VENDOR_CARS = '/api/auth/cars/v1/read/get-vendor-cars';
const COMPARE = '/api/auth/cars/v1/read/get-cars';
const WISHLIST = '/api/auth/wishlist/v1/create/add-wishlist';

interface Car {
  id: number;
  brand_name: string;
  car_type: string;
  fuel_type: string;
  color: string;
  transmission: string;
  location: string;
  manufacturing_year: number;
  odometer_reading: number;
  listing_price: number;
  search_text: string;
  listed_at: string;
}

describe(`catalogue (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  let all: Car[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.database.db);
    all = await queryRows<Car>(
      t.database.db,
      sql`select id, brand_name, car_type, fuel_type, color, transmission, location, manufacturing_year, odometer_reading,
            listing_price, search_text, listed_at::text from cars`,
    );
  }, 120_000);
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: LIST, query, headers });
    return { status: res.statusCode, body: res.json() };
  };
  /** Every car of a query, walking its pages. */
  const walk = async (query: Record<string, string>, limit = 7) => {
    const ids: number[] = [];
    for (let offset = 0; ; offset += limit) {
      const { status, body } = await list(query, { 'x-limit': String(limit), 'x-offset': String(offset) });
      expect(status).toBe(200);
      ids.push(...body.data.filteredCars.cars.map((c: { id: number }) => c.id));
      if (offset + limit >= body.data.filteredCars.pagination.total) return { ids, total: body.data.filteredCars.pagination.total };
    }
  };
  const idsOf = (cars: Car[]) => cars.map((c) => c.id).sort((a, b) => a - b);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it("answers the contract's shape with a default page of 9", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { cars, pagination } = body.data.filteredCars;
    expect(cars).toHaveLength(9);
    expect(pagination).toEqual({ total: all.length, limit: 9, offset: 0, total_pages: Math.ceil(all.length / 9), current_page: 1 });
    expect(Object.keys(cars[0]).sort()).toEqual(
      [
        'id',
        'car_name',
        'car_brand',
        'car_model',
        'manufacturing_year',
        'engine_capacity',
        'images',
        'location',
        'odometer_reading',
        'listing_price',
        'car_type',
        'transmission',
        'seats',
        'fuel_type',
        'wishlist_status',
        'status',
        'listed_at',
        'reserved_until',
        'fair_price',
        'price_drop',
        'inspection_score',
      ].sort(),
    );
    expect(cars[0].images.length).toBeGreaterThanOrEqual(3);
    expect(cars[0].wishlist_status).toBe(0);
  });

  it('walks every page of the featured order, each car exactly once, newest first', async () => {
    const { ids, total } = await walk({});
    expect(total).toBe(all.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sorted(ids)).toEqual(idsOf(all));
    const byId = new Map(all.map((c) => [c.id, c]));
    for (let i = 1; i < ids.length; i++) {
      const a = byId.get(ids[i - 1]!)!;
      const b = byId.get(ids[i]!)!;
      expect(new Date(a.listed_at).getTime() >= new Date(b.listed_at).getTime()).toBe(true);
    }
  });

  it.each(['low_to_high', 'high_to_low'])('sorts by price %s across pages', async (price_sorting) => {
    const { ids } = await walk({ price_sorting }, 11);
    expect(sorted(ids)).toEqual(idsOf(all));
    const prices = ids.map((id) => all.find((c) => c.id === id)!.listing_price);
    const expected = [...prices].sort((a, b) => (price_sorting === 'low_to_high' ? a - b : b - a));
    expect(prices).toEqual(expected);
  });

  it('reports the paging arithmetic', async () => {
    const { body } = await list({}, { 'x-limit': '20', 'x-offset': '40' });
    expect(body.data.filteredCars.pagination).toEqual({
      total: all.length,
      limit: 20,
      offset: 40,
      total_pages: Math.ceil(all.length / 20),
      current_page: 3,
    });
    const capped = await list({}, { 'x-limit': '500' });
    expect(capped.body.data.filteredCars.pagination.limit).toBe(50);
    expect(capped.body.data.filteredCars.cars).toHaveLength(50);
    const fromQuery = await list({ 'x-limit': '4', 'x-offset': '4' });
    expect(fromQuery.body.data.filteredCars.pagination).toMatchObject({ limit: 4, offset: 4, current_page: 2 });
    const beyond = await list({}, { 'x-offset': '100000' });
    expect(beyond.body.data.filteredCars.cars).toEqual([]);
  });

  it('answers a first page afresh every time, also once PostgreSQL keeps its statement prepared', async () => {
    const firstPage = async (query: Record<string, string>) =>
      (await list(query)).body.data.filteredCars.cars.map((c: { id: number }) => c.id) as number[];
    const search = { search: all[0]!.brand_name };
    // After five runs PostgreSQL settles on one plan for a prepared statement.
    for (let run = 0; run < 6; run++) {
      await firstPage({});
      await firstPage(search);
    }
    const id = await cloneCar(t.database.db, all[0]!.id, { listedAt: new Date(Date.now() + 60_000) });
    expect((await firstPage({}))[0]).toBe(id);
    expect((await firstPage(search))[0]).toBe(id);
    await t.database.db.execute(sql`delete from cars where id = ${id}`);
    expect(await firstPage({})).not.toContain(id);
    expect(await firstPage(search)).not.toContain(id);
  });

  it('keeps a filtered page’s cars only while the catalogue stays as it is, and its hearts per buyer', async () => {
    const brand = all[0]!.brand_name;
    const query = { car_brand: brand, price_sorting: 'high_to_low' };
    const page = async (headers: Record<string, string> = {}) =>
      (await list(query, { 'x-limit': '3', 'x-offset': '1', ...headers })).body.data.filteredCars.cars as {
        id: number;
        wishlist_status: number;
        status: string;
      }[];
    const before = await page();
    expect(before).toHaveLength(3);
    expect(await page()).toEqual(before);

    // The same page for two buyers: the cars are the same, the hearts each buyer's own.
    const [asha, ravi] = [await signInBuyer(t), await signInBuyer(t)];
    await t.app.inject({
      method: 'POST',
      url: wishlistPaths.add,
      headers: { 'x-access-token': asha.token },
      payload: { car_id: before[0]!.id },
    });
    expect((await page({ 'x-access-token': asha.token })).map((c) => c.wishlist_status)).toEqual([1, 0, 0]);
    expect((await page({ 'x-access-token': ravi.token })).map((c) => c.wishlist_status)).toEqual([0, 0, 0]);

    // A dearer car of the brand moves the page along by one; a car reserved shows so at once; gone, it is gone.
    const top = Math.max(...all.filter((c) => c.brand_name === brand).map((c) => c.listing_price));
    const id = await cloneCar(t.database.db, all[0]!.id, { listingPrice: top + 1 });
    const [first] = (await list(query, { 'x-limit': '1' })).body.data.filteredCars.cars;
    expect(first.id).toBe(id);
    const moved = await page();
    expect(moved.map((c) => c.id)).toEqual([
      (await list(query, { 'x-limit': '1', 'x-offset': '1' })).body.data.filteredCars.cars[0].id,
      ...before.slice(0, 2).map((c) => c.id),
    ]);
    await t.database.db.execute(sql`update cars set status = 'reserved' where id = ${before[0]!.id}`);
    expect((await page())[1]).toMatchObject({ id: before[0]!.id, status: 'reserved' });
    await t.database.db.execute(sql`update cars set status = 'available' where id = ${before[0]!.id}`);
    await t.database.db.execute(sql`delete from cars where id = ${id}`);
    expect((await page()).map((c) => c.id)).toEqual(before.map((c) => c.id));
  });

  describe('filters', () => {
    const pick = <K extends keyof Car>(key: K) => all[0]![key];
    const cases: [string, () => Record<string, string>, (c: Car) => boolean][] = [
      [
        'car_brand',
        () => ({ car_brand: `${pick('brand_name')},${all.find((c) => c.brand_name !== pick('brand_name'))!.brand_name}` }),
        (c) => [pick('brand_name'), all.find((x) => x.brand_name !== pick('brand_name'))!.brand_name].includes(c.brand_name),
      ],
      ['car_type', () => ({ car_type: pick('car_type') }), (c) => c.car_type === pick('car_type')],
      ['fuel_type', () => ({ fuel_type: pick('fuel_type') }), (c) => c.fuel_type === pick('fuel_type')],
      ['color', () => ({ color: pick('color').toLowerCase() }), (c) => c.color === pick('color')],
      ['transmission', () => ({ transmission: pick('transmission') }), (c) => c.transmission === pick('transmission')],
      ['location', () => ({ location: pick('location') }), (c) => c.location === pick('location')],
      ['year', () => ({ year: '2021' }), (c) => c.manufacturing_year >= 2021],
      ['kilometers', () => ({ kilometers: '50,000' }), (c) => c.odometer_reading <= 50000],
      ['min_price', () => ({ min_price: '4000000' }), (c) => c.listing_price >= 4000000],
      ['max_price', () => ({ max_price: '4000000' }), (c) => c.listing_price <= 4000000],
      [
        'brand + city + price',
        () => ({ car_brand: pick('brand_name'), location: pick('location'), min_price: '0', max_price: String(pick('listing_price')) }),
        (c) => c.brand_name === pick('brand_name') && c.location === pick('location') && c.listing_price <= pick('listing_price'),
      ],
      [
        'year + kilometers + fuel',
        () => ({ year: '2019', kilometers: '60000', fuel_type: `${pick('fuel_type')},Electric` }),
        (c) => c.manufacturing_year >= 2019 && c.odometer_reading <= 60000 && [pick('fuel_type'), 'Electric'].includes(c.fuel_type),
      ],
    ];
    it.each(cases)('%s', async (_name, query, predicate) => {
      const expected = all.filter(predicate);
      expect(expected.length).toBeGreaterThan(0);
      const { ids, total } = await walk(query(), 25);
      expect(total).toBe(expected.length);
      expect(sorted(ids)).toEqual(idsOf(expected));
    });

    it('takes price bounds beyond any price a car can have: nothing above 300 crore, everything below it', async () => {
      for (const headers of [{}, { 'x-offset': '9' }] as Record<string, string>[]) {
        const above = await list({ min_price: '3000000000' }, headers);
        expect(above.status).toBe(200);
        expect(above.body.data.filteredCars.pagination.total).toBe(0);
        const below = await list({ max_price: '3000000000', car_brand: pick('brand_name') }, headers);
        expect(below.status).toBe(200);
        expect(below.body.data.filteredCars.pagination.total).toBe(all.filter((c) => c.brand_name === pick('brand_name')).length);
      }
    });

    it('counts a filtered list again once the catalogue changes (the count is kept per catalogue version)', async () => {
      const query = { car_brand: all[0]!.brand_name, location: all[0]!.location };
      const total = async () => (await list(query)).body.data.filteredCars.pagination.total as number;
      const before = await total();
      expect(await total()).toBe(before);
      const id = await cloneCar(t.database.db, all[0]!.id, {});
      expect(await total()).toBe(before + 1);
      await t.database.db.execute(sql`delete from cars where id = ${id}`);
      expect(await total()).toBe(before);
    });

    it('matches nothing for an unknown value, not an error', async () => {
      const { status, body } = await list({ car_brand: 'Trabant' });
      expect(status).toBe(200);
      expect(body.data.filteredCars.pagination.total).toBe(0);
    });
  });

  describe('search', () => {
    it('matches brand, model, variant and name, case-insensitively, by substring and word start', async () => {
      const brand = all[0]!.brand_name;
      const { ids, total } = await walk({ search: brand.toUpperCase() }, 50);
      expect(sorted(ids)).toEqual(idsOf(all.filter((c) => c.search_text.includes(brand.toLowerCase()))));
      // The total of a search by model names comes from the facet cache's cars per variant.
      expect(total).toBe(ids.length);
      const word = all[0]!.search_text.split(' ')[1]!;
      const part = word.slice(1, Math.max(4, word.length - 1));
      const { ids: partIds } = await walk({ search: part }, 50);
      expect(partIds.length).toBeGreaterThan(0);
      expect(sorted(partIds)).toEqual(idsOf(all.filter((c) => c.search_text.includes(part))));
    });

    it('finds a model that joins the catalogue after the same search was asked (the matches are kept per catalogue version)', async () => {
      const term = 'quokka';
      expect((await list({ search: term })).body.data.filteredCars.pagination.total).toBe(0);
      const db = t.database.db;
      const entry = await createVariant(db, { variant: { name: 'Quokka Edition' } });
      const dealer = await createDealer(db);
      const car = await createCar(db, { vendorId: dealer.id, entry });
      const { body } = await list({ search: term });
      expect(body.data.filteredCars.cars.map((c: { id: number }) => c.id)).toEqual([car.id]);
      expect(body.data.filteredCars.pagination.total).toBe(1);
      await db.delete(cars).where(eq(cars.id, car.id));
      await db.delete(carVariants).where(eq(carVariants.id, entry.variant.id));
      await db.delete(carModels).where(eq(carModels.id, entry.model.id));
      await db.delete(brands).where(eq(brands.id, entry.brand.id));
      expect((await list({ search: term })).body.data.filteredCars.pagination.total).toBe(0);
    });

    it('overrides the filters', async () => {
      const brand = all[0]!.brand_name;
      const { ids } = await walk({ search: brand, location: 'Nowhere', car_type: 'Tractor' }, 50);
      expect(sorted(ids)).toEqual(idsOf(all.filter((c) => c.search_text.includes(brand.toLowerCase()))));
    });

    it('treats LIKE wildcards and SQL as text', async () => {
      const odd = await cloneCar(t.database.db, all[0]!.id, { carName: 'Zeta 100% Edition_X back\\slash' });
      for (const term of ['100%', 'edition_x', 'back\\slash']) {
        const { ids } = await walk({ search: term }, 50);
        expect(ids, term).toEqual([odd]);
      }
      for (const term of ['%', '_', '\\', "'; drop table cars; --", '" or 1=1 --']) {
        const { status, body } = await list({ search: term });
        expect(status, term).toBe(200);
        expect(
          body.data.filteredCars.cars.map((c: { id: number }) => c.id).filter((id: number) => id !== odd),
          term,
        ).toEqual([]);
      }
      const [count] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from cars`);
      expect(count!.n).toBe(all.length + 1);
      await t.database.db.execute(sql`delete from cars where id = ${odd}`);
    });
  });

  it.each([
    [{ min_price: 'abc' }, {}, 'min_price'],
    [{ max_price: '-5' }, {}, 'max_price'],
    [{ min_price: '500', max_price: '100' }, {}, 'min_price'],
    [{ price_sorting: 'cheapest' }, {}, 'price_sorting'],
    [{ year: '20x5' }, {}, 'year'],
    [{ kilometers: 'many' }, {}, 'kilometers'],
    [{}, { 'x-offset': '-1' }, 'x-offset'],
    [{}, { 'x-limit': '0' }, 'x-limit'],
    [{}, { 'x-limit': 'ten' }, 'x-limit'],
    [{ search: 'x'.repeat(101) }, {}, 'search'],
  ])('refuses %j %j with a 400 naming %s', async (query, headers, field) => {
    const { status, body } = await list(query as Record<string, string>, headers as Record<string, string>);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, field });
    expect(body.message).toContain(field);
  });

  it('says what is wrong with a number: a negative one, a word, one out of range', async () => {
    expect((await list({}, { 'x-offset': '-1' })).body.message).toBe('x-offset must be 0 or more');
    expect((await list({ max_price: '-5' })).body.message).toBe('max_price must be 0 or more');
    expect((await list({ max_price: 'lots' })).body.message).toBe('max_price must be a whole number');
    expect((await list({ max_price: '12.5' })).body.message).toBe('max_price must be a whole number');
    expect((await list({}, { 'x-limit': '0' })).body.message).toBe('x-limit must be 1 or more');
    expect((await list({ year: '1850' })).body.message).toBe('year must be 1900 or more');
    expect((await list({ year: '2150' })).body.message).toBe('year must be at most 2100');
  });

  it('refuses a parameter given twice, and text holding the NUL character', async () => {
    const twice = await t.app.inject({ method: 'GET', url: `${LIST}?search=a&search=b` });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: 'search must be given once', field: 'search' });
    for (const field of ['car_brand', 'location', 'search']) {
      const res = await list({ [field]: 'BMW\u0000' });
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ message: `${field} must not contain the NUL character`, field });
    }
  });

  it('marks the signed-in buyer’s bookmarked cars, and only theirs', async () => {
    const a = await signInBuyer(t);
    const b = await signInBuyer(t);
    const carId = (await list({}, { 'x-limit': '50' })).body.data.filteredCars.cars[3].id;
    const add = await t.app.inject({ method: 'POST', url: WISHLIST, headers: { 'x-access-token': a.token }, payload: { car_id: carId } });
    expect(add.json()).toMatchObject({ success: true, message: 'Car added to your wishlist' });
    const statusFor = async (token?: string) => {
      const { body } = await list({}, { 'x-limit': '50', ...(token ? { 'x-access-token': token } : {}) });
      return body.data.filteredCars.cars.find((c: { id: number }) => c.id === carId)?.wishlist_status;
    };
    expect(await statusFor(a.token)).toBe(1);
    expect(await statusFor(b.token)).toBe(0);
    expect(await statusFor()).toBe(0);
    expect(await statusFor('not-a-valid-token')).toBe(0);
  });

  describe('filter list, brands, header menu', () => {
    it('answers the filter list shape from the inventory', async () => {
      const res = await t.app.inject({ method: 'GET', url: FILTERS });
      const data = res.json().data;
      expect(data.carPrice).toEqual([
        { min_price: Math.min(...all.map((c) => c.listing_price)), max_price: Math.max(...all.map((c) => c.listing_price)) },
      ]);
      expect(data.carLocations.map((l: { car_location: string }) => l.car_location).sort()).toEqual(
        [...new Set(all.map((c) => c.location))].sort(),
      );
      expect(data.carBrands.map((b: { car_brand_name: string }) => b.car_brand_name).sort()).toEqual(
        [...new Set(all.map((c) => c.brand_name))].sort(),
      );
      expect(data.carManufacturingYear[0]).toEqual({ min_manufacturing_year: Math.max(...all.map((c) => c.manufacturing_year)) });
      for (const [key, field, column] of [
        ['carTypes', 'car_type_name', 'car_type'],
        ['carFuelTypes', 'car_fuel_type', 'fuel_type'],
        ['carColours', 'car_colour', 'color'],
        ['carTransmissions', 'transmission_name', 'transmission'],
      ] as const) {
        expect(data[key].map((x: Record<string, string>) => x[field]).sort(), key).toEqual([...new Set(all.map((c) => c[column]))].sort());
      }
    });

    it('refreshes the facets when the inventory changes', async () => {
      const id = await cloneCar(t.database.db, all[0]!.id, { location: 'Shillong' });
      const cities = (await t.app.inject({ method: 'GET', url: FILTERS }))
        .json()
        .data.carLocations.map((l: { car_location: string }) => l.car_location);
      expect(cities).toContain('Shillong');
      await t.database.db.execute(sql`delete from cars where id = ${id}`);
      const after = (await t.app.inject({ method: 'GET', url: FILTERS }))
        .json()
        .data.carLocations.map((l: { car_location: string }) => l.car_location);
      expect(after).not.toContain('Shillong');
    });

    it('pages the brands with their marks', async () => {
      const first = (await t.app.inject({ method: 'GET', url: BRANDS, headers: { 'x-offset': '0', 'x-limit': '10' } })).json().data;
      expect(first.results.length).toBeLessThanOrEqual(10);
      expect(first.results[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        image: expect.stringMatching(/^\/media\/brands\/.+\.svg$/),
      });
      const mark = await t.app.inject({ method: 'GET', url: first.results[0].image });
      expect(mark.statusCode).toBe(200);
      expect(mark.headers['content-type']).toContain('image/svg+xml');
      const second = (await t.app.inject({ method: 'GET', url: BRANDS, headers: { 'x-offset': '10', 'x-limit': '10' } })).json().data;
      expect(first.results.length + second.results.length).toBe(Math.min(first.total, 20));
    });

    it('answers the header menu within the given limits', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: MENU,
        query: { cities_limit: '3', car_brands_limit: '2', distance_limit: '6', categories_limit: '1' },
      });
      const payload = res.json().data.payload;
      expect(payload.cities).toHaveLength(3);
      expect(payload.car_brands).toHaveLength(2);
      expect(payload.categories).toHaveLength(1);
      expect(payload.distance.map((d: { kilometers: number }) => d.kilometers)).toEqual([10000, 30000, 50000, 75000, 100000, 125000]);
      expect(payload.distance[4].label).toBe('1,00,000 kms or less');
      expect((await t.app.inject({ method: 'GET', url: MENU, query: { cities_limit: 'all' } })).statusCode).toBe(400);
    });
  });

  describe('car details', () => {
    it('answers every field of the car details with the live wishlist count', async () => {
      const carId = all[5]!.id;
      const { token } = await signInBuyer(t);
      await t.app.inject({ method: 'POST', url: WISHLIST, headers: { 'x-access-token': token }, payload: { car_id: carId } });
      const res = await t.app.inject({
        method: 'GET',
        url: DETAILS,
        query: { car_id: String(carId) },
        headers: { 'x-access-token': token },
      });
      expect(res.statusCode).toBe(200);
      const d = res.json().data.carDetails;
      for (const field of [
        'car_images',
        'vendor_name',
        'vendor_id',
        'vendor_profile_pic',
        'vendor_address',
        'vendor_city',
        'vendor_pincode',
        'vendor_flat_no',
        'vendor_landmark',
        'vendor_country',
        'vendor_state',
        'member_since',
        'vendor_created_at',
        'registration_year',
        'registration_state',
        'brand',
        'car_model',
        'car_brand_name',
        'car_model_name',
        'car_variant_name',
        'mileage',
        'fuel_type',
        'listing_price',
        'odometer_reading',
        'engine',
        'engine_displacement',
        'engine_capacity',
        'location',
        'transmission',
        'no_of_owners',
        'color',
        'drive',
        'seats',
        'doors',
        'manufacturing_year',
        'peak_power',
        'power_figure',
        'torque_figure',
        'acceleration_0_100kmph',
        'top_speed',
        'fuel_consumption',
        'avg_fuel_consumption',
        'emission_std',
        'car_type_name',
        'airbags',
        'abs',
        'ebd',
        'esp',
      ]) {
        expect(d, field).toHaveProperty(field);
      }
      expect(d.wishlist_count).toBe(1);
      expect(d.wishlist_status).toBe(1);
      expect(d.vendor_rating).toBeNull();
      expect(Object.keys(d.specifications)).toHaveLength(13);
    });

    it('answers a car with missing optional fields', async () => {
      const dealer = await createDealer(t.database.db, { flatNo: null, landmark: null, profilePic: null });
      const bare = await createCar(t.database.db, { vendorId: dealer.id, description: null });
      const res = await t.app.inject({ method: 'GET', url: DETAILS, query: { car_id: String(bare.id) } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.carDetails).toMatchObject({
        description: null,
        vendor_flat_no: null,
        vendor_landmark: null,
        vendor_profile_pic: null,
      });
    });

    it('answers 404 for an unknown car and 400 for a malformed id', async () => {
      expect((await t.app.inject({ method: 'GET', url: DETAILS, query: { car_id: '99999999' } })).statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: DETAILS, query: { car_id: '12abc' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('car_id');
      expect((await t.app.inject({ method: 'GET', url: DETAILS })).json().message).toBe('car_id is required');
    });
  });

  describe('dealer cars and comparison', () => {
    it('answers a dealer with its cars without a token', async () => {
      const vendorId = (await queryRows<{ vendor_id: number }>(t.database.db, sql`select vendor_id from cars where id = ${all[0]!.id}`))[0]!
        .vendor_id;
      const res = await t.app.inject({
        method: 'GET',
        url: VENDOR_CARS,
        headers: { vendor_id: String(vendorId), offset: '0', limit: '5' },
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.vendor.vendor_id).toBe(vendorId);
      expect(data.cars.length).toBeLessThanOrEqual(5);
      expect(data.cars.length).toBeGreaterThan(0);
      const [count] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from cars where vendor_id = ${vendorId}`);
      expect(data.pagination.total).toBe(count!.n);
      for (const other of data.nearby_dealers) expect(other.vendor_city).toBe(data.vendor.vendor_city);
      expect((await t.app.inject({ method: 'GET', url: VENDOR_CARS, headers: { vendor_id: '999999' } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: VENDOR_CARS, headers: { vendor_id: 'abc' } })).statusCode).toBe(400);
    });

    it('compares 2 or 3 cars for a signed-in buyer', async () => {
      const { token } = await signInBuyer(t);
      const ids = [all[0]!.id, all[1]!.id, all[2]!.id];
      const res = await t.app.inject({ method: 'GET', url: COMPARE, headers: { 'x-access-token': token, 'x-car-ids': ids.join(',') } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.car_details.map((c: { car_id: number }) => c.car_id)).toEqual(ids);
      expect(res.json().data.car_details[0]).toMatchObject({ car_listing_price: all[0]!.listing_price });
      const one = await t.app.inject({ method: 'GET', url: COMPARE, headers: { 'x-access-token': token, 'x-car-ids': String(ids[0]) } });
      expect(one.statusCode).toBe(400);
      expect(one.json().message).toBe('Please select 2 to 3 different cars to compare');
      const unknown = await t.app.inject({
        method: 'GET',
        url: COMPARE,
        headers: { 'x-access-token': token, 'x-car-ids': `${ids[0]},99999999` },
      });
      expect(unknown.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: COMPARE, headers: { 'x-car-ids': ids.join(',') } })).statusCode).toBe(401);
    });
  });
});
