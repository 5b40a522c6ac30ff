// Saved searches: a buyer saves the car list's filters (checked by the list's own rules, at most 20, each
// once), reads them with the cars new since last opened, opens and removes them, and touches nobody
// else's; a car a dealer lists, relists or cuts in price into a search's results tells its buyer once per
// search and event, on the bell, and by SMS at most once a day per search, never to a buyer who turned SMS off.
import {
  MAX_SAVED_SEARCHES,
  pricingPaths,
  savedSearchPaths as paths,
  vendorListingPaths,
  type Notification,
  type SavedSearch,
} from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { queryRows } from '../src/db/client';
import { JobRunner, type Job } from '../src/jobs/runner';
import { SAVED_SEARCH_MATCH_JOB, savedSearchJobs } from '../src/modules/saved-searches';
import { keysOf, wordKeysOf } from '../src/modules/saved-searches/keys';
import { selectMatchableCar, selectSearchesMatching } from '../src/modules/saved-searches/queries';
import { variantsMatching } from '../src/modules/catalogue/list-query';
import { Random } from '../src/demo/generate';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar, createVariant, type CatalogueEntry } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, signInDealer } from './helpers/dealers';
import { cataloguePaths } from '@luxe/contract';

const silent = { info() {}, error() {} };
const HOUR = 3600_000;

let t: TestApp;
let dealerToken: string;
let suv: CatalogueEntry;
let saloon: CatalogueEntry;

interface Buyer {
  id: number;
  phone: string;
  token: string;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  dealerToken = await signInDealer(t, (await createDealer(db)).phone);
  suv = await createVariant(db, { brandName: 'Valoria', modelName: 'Estrada', bodyType: 'SUV', variant: { name: 'Estrada 45 Touring' } });
  saloon = await createVariant(db, { brandName: 'Corvane', modelName: 'Lumen', bodyType: 'Sedan', variant: { name: 'GT Line' } });
});
afterAll(async () => {
  await t?.close();
});

async function newBuyer(): Promise<Buyer> {
  const { phone, token } = await signInBuyer(t);
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from buyers where phone = ${phone}`);
  return { id: row!.id, phone, token };
}

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

async function save(who: Buyer, name: string, query: string): Promise<SavedSearch> {
  const res = await call('POST', paths.create, who.token, { name, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.search;
}
async function searchesOf(who: Buyer): Promise<SavedSearch[]> {
  const res = await call('GET', paths.read, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.searches;
}
async function matchesOf(who: Buyer): Promise<Notification[]> {
  const res = await call('GET', '/api/auth/notification/v1/read/notifications', who.token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.notifications as Notification[]).filter((n) => n.kind === 'saved_search_match');
}
const textsTo = (who: Buyer) => t.sms.texts.filter((s) => s.phone === who.phone);

/** Every job due within the next 5 seconds, as a server's runner would (the listing's price refreshes too). */
async function runJobs(): Promise<void> {
  t.clock.advance(5_000);
  const runner = new JobRunner(t.app.deps, backgroundJobs, silent);
  while ((await runner.runDue()) > 0);
}

const carBody = (entry: CatalogueEntry, overrides: Record<string, unknown> = {}) => ({
  variant_id: entry.variant.id,
  manufacturing_year: 2022,
  registration_year: 2022,
  registration_state: 'Maharashtra',
  registration_number: 'MH 12 AB 4821',
  odometer_reading: 18_500,
  no_of_owners: 1,
  listing_price: 6_450_000,
  color: 'Blue',
  location: 'Pune',
  ...overrides,
});
async function listCar(entry: CatalogueEntry, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', vendorListingPaths.createCar, dealerToken, carBody(entry, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.car_id;
}
async function changePrice(carId: number, price: number): Promise<void> {
  const res = await call('PATCH', pricingPaths.changePrice, dealerToken, { car_id: carId, listing_price: price });
  expect(res.statusCode, res.body).toBe(200);
}
const count = async (table: 'saved_searches' | 'saved_search_matches') =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

describe(`saved searches (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('saves, lists (newest first), opens and removes a search', async () => {
    const me = await newBuyer();
    const first = await save(me, 'Valoria SUVs in Pune', '?car_brand=Valoria&car_type=SUV&location=Pune&price_sorting=low_to_high');
    expect(first).toMatchObject({
      name: 'Valoria SUVs in Pune',
      query: 'car_brand=Valoria&car_type=SUV&location=Pune&price_sorting=low_to_high',
      new_matches: { count: 0, cars: [] },
    });
    expect(first.created_at).toBe(t.clock.now().toISOString());
    expect(first.seen_at).toBe(first.created_at);
    t.clock.advance(60_000);
    const second = await save(me, '  Under 50 lakh  ', 'max_price=5,000,000&kilometers=50%2C000');
    expect(second).toMatchObject({ name: 'Under 50 lakh', query: 'kilometers=50000&max_price=5000000' });
    expect((await searchesOf(me)).map((s) => s.id)).toEqual([second.id, first.id]);
    const list = await call('GET', paths.read, me.token);
    expect(list.json().data.max_searches).toBe(MAX_SAVED_SEARCHES);

    t.clock.advance(60_000);
    const seen = await call('PATCH', paths.seen, me.token, { search_id: first.id });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.search.seen_at).toBe(t.clock.now().toISOString());

    const removed = await call('PATCH', paths.remove, me.token, { search_id: String(first.id) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ search_id: first.id, removed: true });
    expect((await searchesOf(me)).map((s) => s.id)).toEqual([second.id]);
    const again = await call('PATCH', paths.remove, me.token, { search_id: first.id });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a query the car list would refuse, or filters it does not take, naming the field, and saves nothing', async () => {
    const me = await newBuyer();
    const cases: [string, string, RegExp][] = [
      ['colour=Blue', 'query.colour', /colour is not a filter of the car list/],
      ['car_brand=BMW&x-limit=20', 'query.x-limit', /x-limit is paging, not a filter/],
      ['car_brand=BMW&page=2', 'query.page', /page is paging/],
      ['car_brand=BMW&car_brand=Audi', 'query.car_brand', /car_brand must be given once/],
      ['year=1800', 'query.year', /year must be 1900 or more/],
      ['kilometers=lots', 'query.kilometers', /kilometers must be a whole number/],
      ['min_price=6000000&max_price=5000000', 'query.min_price', /min_price must not be above max_price/],
      ['deal=cheap', 'query.deal', /deal must be a comma-joined list of great, good, fair, high/],
      ['price_sorting=newest&car_brand=BMW', 'query.price_sorting', /price_sorting must be/],
      ['search=' + 'a'.repeat(101), 'query.search', /search must be at most 100 characters/],
      ['', 'query', /choose at least one filter or a search/],
      ['price_sorting=low_to_high&car_brand=', 'query', /choose at least one filter or a search/],
    ];
    for (const [query, field, message] of cases) {
      const res = await call('POST', paths.create, me.token, { name: 'Mine', query });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
      expect(res.json().message, query).toMatch(message);
    }
    const bodies: [object, string][] = [
      [{ query: 'car_brand=BMW' }, 'name'],
      [{ name: '   ', query: 'car_brand=BMW' }, 'name'],
      [{ name: 'x'.repeat(81), query: 'car_brand=BMW' }, 'name'],
      [{ name: 'Bell\u0007', query: 'car_brand=BMW' }, 'name'],
      [{ name: 'Mine' }, 'query'],
      [{ name: 'Mine', query: { car_brand: 'BMW' } }, 'query'],
      [{ name: 'Mine', query: 'car_brand=BMW', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of bodies) {
      const res = await call('POST', paths.create, me.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
    }
    expect(await searchesOf(me)).toEqual([]);
    for (const body of [{}, { search_id: 'abc' }, { search_id: 0 }])
      expect((await call('PATCH', paths.remove, me.token, body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('keeps at most 20 searches per buyer, and each search once', async () => {
    const me = await newBuyer();
    await save(me, 'Blue Valorias', 'car_brand=Valoria,Corvane&color=Blue');
    const same = await call('POST', paths.create, me.token, {
      name: 'Again',
      query: 'color=blue&car_brand=corvane,VALORIA&price_sorting=high_to_low',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('You have saved this search already, as “Blue Valorias”.');
    for (let i = 1; i < MAX_SAVED_SEARCHES; i++) await save(me, `Up to ${i} lakh`, `max_price=${i * 100_000}`);
    const over = await call('POST', paths.create, me.token, { name: 'One more', query: 'car_type=SUV' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Remove one to save another.`);
    expect(await searchesOf(me)).toHaveLength(MAX_SAVED_SEARCHES);
    // Another buyer is not limited by this one's.
    await save(await newBuyer(), 'SUVs', 'car_type=SUV');
    const last = (await searchesOf(me))[0]!;
    expect((await call('PATCH', paths.remove, me.token, { search_id: last.id })).statusCode).toBe(200);
    await save(me, 'SUVs', 'car_type=SUV');
  });

  it("answers a guest 401 and another buyer's search 404, changing nothing", async () => {
    const owner = await newBuyer();
    const other = await newBuyer();
    const mine = await save(owner, 'Corvanes', 'car_brand=Corvane');
    for (const [method, url, body] of [
      ['POST', paths.create, { name: 'x', query: 'car_brand=BMW' }],
      ['GET', paths.read, undefined],
      ['PATCH', paths.remove, { search_id: mine.id }],
      ['PATCH', paths.seen, { search_id: mine.id }],
    ] as const)
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect(await searchesOf(other)).toEqual([]);
    t.clock.advance(60_000);
    for (const url of [paths.remove, paths.seen]) {
      const res = await call('PATCH', url, other.token, { search_id: mine.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`You have no saved search with the id ${mine.id}`);
    }
    expect(await searchesOf(owner)).toEqual([mine]);
    // A dealer's token is not a buyer's.
    expect((await call('GET', paths.read, dealerToken)).statusCode).toBe(401);
  });

  describe('alerts', () => {
    it('a price cut through the dealer API tells the buyer whose search it falls into, once, and nobody else', async () => {
      const carId = await listCar(suv, { listing_price: 6_000_000 });
      await runJobs();
      const under55 = await newBuyer();
      const under50 = await newBuyer();
      const saloons = await newBuyer();
      const anyPrice = await newBuyer();
      const search = await save(under55, 'Valoria SUVs under 55 lakh', 'car_brand=valoria&car_type=SUV&max_price=5500000');
      await save(under50, 'Valorias under 50 lakh', 'car_brand=Valoria&max_price=5000000');
      await save(saloons, 'Saloons under 55 lakh', 'car_type=Sedan&max_price=5500000');
      // The car is in this one's results already: a cut brings nothing new into them.
      await save(anyPrice, 'Valorias in Pune', 'car_brand=Valoria&location=pune');
      t.clock.advance(HOUR);

      await changePrice(carId, 5_400_000);
      await runJobs();
      const told = await matchesOf(under55);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        kind: 'saved_search_match',
        car_id: carId,
        title: 'Price cut for “Valoria SUVs under 55 lakh”',
        body: expect.stringContaining('is now ₹54,00,000, down from ₹60,00,000.'),
      });
      expect(textsTo(under55)).toHaveLength(1);
      for (const other of [under50, saloons, anyPrice]) expect(await matchesOf(other)).toEqual([]);
      const [listed] = await searchesOf(under55);
      expect(listed!.id).toBe(search.id);
      expect(listed!.new_matches.count).toBe(1);
      expect(listed!.new_matches.cars[0]).toMatchObject({ car_id: carId, event: 'price_cut', listing_price: 5_400_000, location: 'Pune' });

      // A second cut within its results brings nothing new; a cut under 50 lakh tells the other.
      await changePrice(carId, 5_300_000);
      await runJobs();
      expect(await matchesOf(under55)).toHaveLength(1);
      await changePrice(carId, 4_900_000);
      await runJobs();
      expect(await matchesOf(under55)).toHaveLength(1);
      expect(await matchesOf(under50)).toHaveLength(1);

      // Opening the search: nothing new since.
      const seen = await call('PATCH', paths.seen, under55.token, { search_id: search.id });
      expect(seen.json().data.search.new_matches).toEqual({ count: 0, cars: [] });
    });

    it('tells once per search and event, even when the job runs again', async () => {
      const me = await newBuyer();
      await save(me, 'Corvane saloons', 'car_brand=Corvane&car_type=Sedan');
      const carId = await listCar(saloon, { listing_price: 4_200_000 });
      const [row] = await queryRows<Job>(
        t.database.db,
        sql`select id, name, key, payload, attempts from jobs where name = ${SAVED_SEARCH_MATCH_JOB} and payload->>'carId' = ${String(carId)}`,
      );
      await runJobs();
      expect(await matchesOf(me)).toHaveLength(1);
      // The same job again (a server that died before marking it done): its event is recorded, nobody told twice.
      await savedSearchJobs[SAVED_SEARCH_MATCH_JOB]!.run(t.app.deps, row!, silent);
      await runJobs();
      expect(await matchesOf(me)).toHaveLength(1);
      expect(textsTo(me)).toHaveLength(1);
      const [search] = await searchesOf(me);
      expect(search!.new_matches).toMatchObject({ count: 1, cars: [{ car_id: carId, event: 'listed', car_name: expect.any(String) }] });
    });

    it('texts at most once per search and India day, and never a buyer who turned SMS off', async () => {
      // 18:00 in India: the next India day starts 6 hours on.
      t.clock.advance(Date.parse('2026-12-01T12:30:00Z') - t.clock.now().getTime());
      const me = await newBuyer();
      const quiet = await newBuyer();
      await t.database.db.execute(sql`update buyers set sms_notifications = false where id = ${quiet.id}`);
      await save(me, 'Pune saloons', 'car_type=Sedan&location=Pune&year=2021');
      await save(me, 'Corvanes under 40 lakh', 'car_brand=Corvane&max_price=4000000');
      await save(quiet, 'Corvanes', 'search=corvane lumen');
      const before = t.sms.texts.length;
      await listCar(saloon, { listing_price: 3_900_000 });
      await runJobs();
      t.clock.advance(HOUR);
      await listCar(saloon, { listing_price: 3_800_000, manufacturing_year: 2023, registration_year: 2023 });
      await runJobs();
      // Four bells (two cars, two searches each), one SMS per search.
      expect(await matchesOf(me)).toHaveLength(4);
      expect(textsTo(me)).toHaveLength(2);
      expect(await matchesOf(quiet)).toHaveLength(2);
      expect(textsTo(quiet)).toHaveLength(0);
      // A car that falls into neither (2019, 45 lakh): nobody told.
      await listCar(saloon, { listing_price: 4_500_000, manufacturing_year: 2019, registration_year: 2019 });
      await runJobs();
      expect(await matchesOf(me)).toHaveLength(4);
      // After midnight in India (00:30 IST), a new day: one more SMS.
      t.clock.advance(5 * HOUR);
      await listCar(saloon, { listing_price: 3_700_000 });
      await runJobs();
      expect(await matchesOf(me)).toHaveLength(6);
      expect(textsTo(me)).toHaveLength(4);
      expect(t.sms.texts.slice(before).every((s) => s.text.length <= 160)).toBe(true);
      expect(textsTo(me).at(-1)!.text).toMatch(/^New car for “.+”: .*Corvane Lumen GT Line/);
    });

    it('a car put back on sale tells as it comes back, a search by words included; a car not on sale tells nobody', async () => {
      const carId = await listCar(suv, { listing_price: 7_100_000, color: 'Green', location: 'Mumbai' });
      await runJobs();
      const me = await newBuyer();
      await save(me, 'Green SUVs', 'car_type=SUV&color=green&location=Mumbai');
      const words = await newBuyer();
      await save(words, 'Estrada 45', 'search=Estrada 45');
      const nope = await newBuyer();
      await save(nope, 'Estrada 46', 'search=estrada 46');
      expect((await call('PATCH', vendorListingPaths.takeOff, dealerToken, { car_id: carId })).statusCode).toBe(200);
      t.clock.advance(HOUR);
      await runJobs();
      expect((await call('PATCH', vendorListingPaths.relist, dealerToken, { car_id: carId })).statusCode).toBe(200);
      await runJobs();
      const told = await matchesOf(me);
      expect(told).toHaveLength(1);
      expect(told[0]!.title).toBe('Back on sale for “Green SUVs”');
      expect(await matchesOf(words)).toHaveLength(1);
      expect(await matchesOf(nope)).toEqual([]);
      // A cut of a car taken off before its job runs: nobody told.
      await changePrice(carId, 7_000_000);
      expect((await call('PATCH', vendorListingPaths.takeOff, dealerToken, { car_id: carId })).statusCode).toBe(200);
      const cheaper = await newBuyer();
      await save(cheaper, 'Under 70.5 lakh', 'max_price=7050000');
      await runJobs();
      expect(await matchesOf(cheaper)).toEqual([]);
      expect(await count('saved_search_matches')).toBeGreaterThan(0);
    });

    it("a removed search is told nothing more, and its buyer's other searches go on", async () => {
      const me = await newBuyer();
      const gone = await save(me, 'Corvane saloons in Pune', 'car_brand=Corvane&location=Pune');
      await save(me, 'Corvane saloons', 'car_brand=Corvane');
      expect((await call('PATCH', paths.remove, me.token, { search_id: gone.id })).statusCode).toBe(200);
      const carId = await listCar(saloon, { listing_price: 3_300_000 });
      await runJobs();
      const told = await matchesOf(me);
      expect(told.map((n) => n.title)).toEqual(['New car for “Corvane saloons”']);
      expect(told[0]!.car_id).toBe(carId);
    });
  });

  describe('the matching query agrees with the car list', () => {
    it('finds exactly the searches whose list shows the car, for every car on sale', async () => {
      const db = t.database.db;
      const dealer = await createDealer(db, { city: 'Mumbai' });
      const coupe = await createVariant(db, {
        brandName: 'Halvard',
        modelName: 'Sprint',
        bodyType: 'Coupe',
        variant: { name: 'Sprint 46 Diesel', fuelType: 'Diesel', transmission: 'Manual' },
      });
      const r = new Random(20261201);
      for (let i = 0; i < 12; i++)
        await createCar(db, {
          vendorId: dealer.id,
          entry: r.pick([coupe, suv, saloon]),
          color: r.pick(['Black', 'Blue', 'Green', 'White']),
          location: r.pick(['Pune', 'Mumbai', 'Delhi']),
          manufacturingYear: r.pick([2019, 2020, 2021, 2022, 2023]),
          odometerReading: r.pick([9_000, 25_000, 40_000, 61_000]),
          listingPrice: r.pick([2_900_000, 3_500_000, 4_100_000, 5_000_000, 6_600_000]),
          ...(i === 0 ? { carName: 'Halvard Sprint Nightfall Edition' } : {}),
          ...(i === 1 ? { status: 'sold' as const } : {}),
        });
      // Every other car has its dealer's inspection report.
      await db.execute(sql`update cars set inspection_score = 80 + id % 20 where vendor_id = ${dealer.id} and id % 2 = 0`);
      const filters: (() => string)[] = [
        () => 'inspected=true',
        () => `car_brand=${r.pick(['Valoria', 'corvane', 'HALVARD', 'Nonesuch', 'Valoria,Halvard'])}`,
        () => `car_type=${r.pick(['SUV', 'sedan', 'Coupe', 'Coupe,SUV'])}`,
        () => `fuel_type=${r.pick(['Petrol', 'diesel'])}`,
        () => `color=${r.pick(['Black', 'blue', 'Green,White'])}`,
        () => `transmission=${r.pick(['Automatic', 'manual'])}`,
        () => `location=${r.pick(['Pune', 'mumbai', 'Delhi', 'Chennai'])}`,
        () => `year=${r.pick([2020, 2021, 2022, 2023])}`,
        () => `kilometers=${r.pick([10_000, 30_000, 50_000])}`,
        () => `min_price=${r.pick([3_000_000, 4_100_000])}`,
        () => `max_price=${r.pick([3_500_000, 5_000_000, 6_000_000])}`,
      ];
      const searches = [
        'estrada',
        'estrada 45',
        'lumen gt',
        'gt',
        'orvan',
        's',
        'sprint 46',
        'nightfall',
        'sprint 4',
        '45 tour',
        'halvard lumen',
      ];
      const queries = new Set<string>();
      while (queries.size < 60) {
        if (r.next() < 0.25) queries.add(`search=${encodeURIComponent(r.pick(searches))}`);
        else {
          const chosen = new Set<() => string>();
          const many = 1 + Math.floor(r.next() * 3);
          while (chosen.size < many) chosen.add(r.pick(filters));
          queries.add([...chosen].map((f) => f()).join('&'));
        }
      }
      // Many brands and body types at once: keyed by the body types alone (at most 64 keys), checked all the same.
      queries.add('car_brand=Valoria,Corvane,Halvard,A,B,C,D,E,F,G&car_type=SUV,Sedan,Coupe,Hatchback,MPV,Convertible,Wagon');
      queries.add(
        'car_brand=Valoria,Corvane,Nonesuch,A,B,C,D,E,F,G&car_type=Coupe,Hatchback,MPV,Convertible,Wagon,Pickup,Van&location=Mumbai',
      );
      const saved: { id: number; query: string }[] = [];
      let buyer = await newBuyer();
      for (const query of queries) {
        if (saved.length % MAX_SAVED_SEARCHES === 0) buyer = await newBuyer();
        const res = await call('POST', paths.create, buyer.token, { name: query.slice(0, 80), query });
        // Two generated queries may be the same search written two ways (the second is refused), or a
        // minimum price above the maximum: left out.
        if (res.statusCode === 409 || res.json().field === 'query.min_price') continue;
        expect(res.statusCode, res.body).toBe(200);
        saved.push({ id: res.json().data.search.id, query });
      }
      const onSale = await queryRows<{ id: number }>(db, sql`select id from cars where status = 'available' order by id`);
      const listed = new Map<number, Set<number>>();
      for (const search of saved) {
        const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.carList}?${search.query}`, headers: { 'x-limit': '50' } });
        expect(res.statusCode, search.query).toBe(200);
        const { cars, pagination } = res.json().data.filteredCars as {
          cars: { id: number; status: string }[];
          pagination: { total: number };
        };
        expect(pagination.total).toBeLessThanOrEqual(50);
        listed.set(search.id, new Set(cars.filter((c) => c.status === 'available').map((c) => c.id)));
      }
      let pairs = 0;
      for (const { id: carId } of onSale) {
        const car = (await selectMatchableCar(db, carId))!;
        const found = new Set(await selectSearchesMatching(db, keysOf(car)));
        for (const search of saved) {
          const expected = listed.get(search.id)!.has(carId);
          if (expected) pairs += 1;
          expect(found.has(search.id), `car ${carId} (${car.search_text}, ${car.location}) in ${search.query}`).toBe(expected);
        }
      }
      // Enough of both for the agreement to mean something.
      expect(pairs).toBeGreaterThan(30);
      expect(pairs).toBeLessThan(onSale.length * saved.length - 30);
    });

    it("holds every search word that matches a car's text, and none that does not", () => {
      const r = new Random(7);
      const letters = 'abcde45 ';
      for (let i = 0; i < 300; i++) {
        const text = Array.from({ length: 4 + Math.floor(r.next() * 20) }, () => r.pick([...letters]))
          .join('')
          .trim();
        const keys = new Set(wordKeysOf(text));
        for (let j = 0; j < 20; j++) {
          const word = Array.from({ length: 1 + Math.floor(r.next() * 4) }, () => r.pick([...letters.trim()])).join('');
          const listMatches = variantsMatching([{ id: 1, text }], word).length === 1;
          expect(keys.has(word), `${JSON.stringify(word)} in ${JSON.stringify(text)}`).toBe(listMatches);
        }
      }
    });
  });
});
