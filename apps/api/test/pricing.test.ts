// Fair price through the API: the estimate on a hand-made catalogue whose answer is known, too
// few comparables, the deal filter and the best-deal order against the contract, the comparables call, the
// dealer's price change (history, estimates, alerts to wishlisters only, refusals) and the 7 days of a drop.
import {
  CarDetailsResponseSchema,
  CarListResponseSchema,
  cataloguePaths,
  ChangePriceResponseSchema,
  FairPriceComparablesResponseSchema,
  pricingPaths,
  wishlistPaths,
  type CarListItem,
} from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { refreshFairPrices, scheduleFirstFairPrices } from '../src/modules/pricing';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar, createVariant, type Car, type CatalogueEntry } from './helpers/cars';
import { seedCatalogue, TEST_ANCHOR } from './helpers/catalogue';
import { createDealer, signInDealer, type Dealer } from './helpers/dealers';
import { createPricedCar, runRefreshJobs } from './helpers/pricing';

/** The line the model's cars sit on: 60 lakh for a 2024 car with no kilometres, 10% less a year and 20% per 100,000 km (in logs). */
const onLine = (year: number, km: number) => Math.round(6_000_000 * Math.exp(-0.1 * (2024 - year) - 0.2 * (km / 100_000)));
const DAY = 24 * 3600_000;

let t: TestApp;
let dealer: Dealer;
let other: Dealer;
let dealerToken: string;
/** Cars on the line, 2019 to 2024 (index 0..7), and one 20% under it. */
const line: Car[] = [];
let cheap: Car;
/** A model of three cars: too few comparables. */
const few: Car[] = [];
let small: CatalogueEntry;

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.carList}?${query}`, headers: { 'x-limit': '50' } });
  return { status: res.statusCode, body: res.json() };
};
const details = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `${cataloguePaths.carDetails}?car_id=${id}` });
  expect(res.statusCode).toBe(200);
  return CarDetailsResponseSchema.parse(res.json()).data.carDetails;
};
const changePrice = (payload: unknown, token = dealerToken) =>
  t.app.inject({ method: 'PATCH', url: pricingPaths.changePrice, headers: { 'x-access-token': token }, payload: payload as object });
const runJobs = () => runRefreshJobs(t);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  dealer = await createDealer(db);
  other = await createDealer(db);
  const entry = await createVariant(db, { modelName: 'Fair Tourer' });
  // Listed a month before the test's clock, so their first prices come before any change.
  const listedAt = new Date(t.clock.now().getTime() - 30 * DAY);
  const specs: [number, number][] = [
    [2019, 80_000],
    [2020, 60_000],
    [2020, 30_000],
    [2021, 50_000],
    [2022, 20_000],
    [2022, 40_000],
    [2023, 10_000],
    [2024, 15_000],
  ];
  for (const [year, km] of specs) {
    line.push(await createPricedCar(db, { vendorId: dealer.id, entry, year, km, price: onLine(year, km) }, { listedAt }));
  }
  const cheapPrice = Math.round(onLine(2021, 30_000) * 0.8);
  cheap = await createPricedCar(db, { vendorId: dealer.id, entry, year: 2021, km: 30_000, price: cheapPrice }, { listedAt });
  small = await createVariant(db, { modelName: 'Rare Coupe' });
  for (const year of [2020, 2021, 2022]) {
    few.push(
      await createCar(db, { vendorId: other.id, entry: small, manufacturingYear: year, registrationYear: year, listingPrice: 9_000_000 }),
    );
  }
  await refreshFairPrices(db, null);
  dealerToken = await signInDealer(t, dealer.phone);
  // Some 20 cars, two models and a bulk estimate: longer than a hook's default on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('the estimate on a known catalogue', () => {
  it("values the car priced 20% under its model's line at the line, from its 7 comparables, and labels it great", async () => {
    const car = await details(cheap.id);
    const fair = onLine(2021, 30_000);
    expect(car.fair_price).toMatchObject({ label: 'great', comparables: 7 });
    // The others lie on the line exactly: the value from them is the line's, to the nearest 1,000 and a tiny ridge.
    expect(Math.abs(car.fair_price!.value! - fair) / fair).toBeLessThan(0.005);
    expect(car.fair_price!.low! <= car.fair_price!.value! && car.fair_price!.value! <= car.fair_price!.high!).toBe(true);
    expect(car.listing_price).toBeLessThan(car.fair_price!.low!);
    // Never changed: its history is the price it was listed at.
    expect(car.price_history).toEqual([{ price: cheap.listingPrice, changed_at: cheap.listedAt.toISOString() }]);
    expect(car.price_drop).toBeNull();
  });

  it('says it rests on the model, and gives no figures under 5 comparables in a catalogue too small to pool', async () => {
    expect((await details(cheap.id)).fair_price!.basis).toBe('model');
    // 12 cars: under the 30 a pooled estimate needs.
    const car = await details(few[1]!.id);
    expect(car.fair_price).toEqual({ value: null, low: null, high: null, label: null, comparables: 2, basis: null });
    // The 2019 car of the line has 4 within 2 years (2020, 2020, 2021 and the cheap 2021).
    expect((await details(line[0]!.id)).fair_price).toEqual({
      value: null,
      low: null,
      high: null,
      label: null,
      comparables: 4,
      basis: null,
    });
  });
});

describe('the deal filter and the best-deal order', () => {
  it('keeps the cars of the labels asked for, any of them', async () => {
    const great = await list('deal=great');
    expect(great.status).toBe(200);
    const cars = CarListResponseSchema.parse(great.body).data.filteredCars.cars;
    expect(cars.map((c) => c.id)).toContain(cheap.id);
    expect(cars.every((c) => c.fair_price?.label === 'great')).toBe(true);
    const some = CarListResponseSchema.parse((await list('deal=%20good%20,fair,')).body).data.filteredCars;
    expect(some.cars.length).toBeGreaterThan(0);
    expect(some.cars.every((c) => c.fair_price?.label === 'good' || c.fair_price?.label === 'fair')).toBe(true);
    expect(some.pagination.total).toBe(some.cars.length);
    const all = CarListResponseSchema.parse((await list('deal=great,good,fair,high')).body).data.filteredCars.cars;
    // Every car with an estimate, none without.
    // The line's 2019 and 2024 cars have 4 and 3 comparables: no estimate.
    expect(all.map((c) => c.id).sort((a, b) => a - b)).toEqual([...line.slice(1, 7), cheap].map((c) => c.id));
  });

  it('refuses a label it does not know, naming deal', async () => {
    for (const bad of ['cheap', 'great,steal', 'GREAT']) {
      const { status, body } = await list(`deal=${bad}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, field: 'deal' });
      expect(body.message).toContain('deal');
    }
  });

  it('puts the price furthest below its value first, and cars without an estimate last', async () => {
    const { status, body } = await list('price_sorting=best_deal');
    expect(status).toBe(200);
    const cars: CarListItem[] = CarListResponseSchema.parse(body).data.filteredCars.cars;
    expect(cars[0]!.id).toBe(cheap.id);
    const ratios = cars.map((c) => (c.fair_price?.value ? c.listing_price / c.fair_price.value : null));
    const firstNull = ratios.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(ratios.slice(firstNull).every((r) => r === null)).toBe(true);
    const known = ratios.slice(0, firstNull) as number[];
    // Stored ratios are unrounded; from the rounded values a neighbour may swap by under 0.1%.
    known.forEach((r, i) => i === 0 || expect(r).toBeGreaterThanOrEqual(known[i - 1]! - 0.001));
    expect((await list('price_sorting=cheapest')).body).toMatchObject({ success: false, field: 'price_sorting' });
  });
});

describe('the comparables call', () => {
  it('lists the cars the estimate rests on, nearest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${pricingPaths.comparables}?car_id=${cheap.id}` });
    expect(res.statusCode).toBe(200);
    const { fair_price, comparables } = FairPriceComparablesResponseSchema.parse(res.json()).data;
    expect(fair_price).toEqual((await details(cheap.id)).fair_price);
    // The 2019 to 2023 cars of the line; the 2021 one first (same year), the 2024 one out of reach.
    expect(comparables.map((c) => c.id).sort((a, b) => a - b)).toEqual(line.slice(0, 7).map((c) => c.id));
    expect(comparables[0]!.id).toBe(line[3]!.id);
    expect(
      comparables
        .map((c) => c.manufacturing_year)
        .slice(1, 5)
        .sort(),
    ).toEqual([2020, 2020, 2022, 2022]);
  });

  it('answers 404 for no such car and 400 for a car_id that is not one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${pricingPaths.comparables}?car_id=999999` })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `${pricingPaths.comparables}?car_id=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('car_id');
  });
});

describe("the dealer's price change", () => {
  it('refuses a buyer, another dealer, and a price that is not a whole number above 0, changing nothing', async () => {
    const buyer = await signInBuyer(t);
    expect((await changePrice({ car_id: cheap.id, listing_price: 4_000_000 }, buyer.token)).statusCode).toBe(401);
    const otherToken = await signInDealer(t, other.phone);
    expect((await changePrice({ car_id: cheap.id, listing_price: 4_000_000 }, otherToken)).statusCode).toBe(404);
    expect((await changePrice({ car_id: 999_999, listing_price: 4_000_000 })).statusCode).toBe(404);
    for (const bad of [0, -5, 1.5, 99_999, 'abc', null, 1_000_000_000]) {
      const res = await changePrice({ car_id: cheap.id, listing_price: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('listing_price');
    }
    const missing = await changePrice({ listing_price: 4_000_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('car_id');
    expect((await details(cheap.id)).listing_price).toBe(cheap.listingPrice);
  });

  it('changes nothing when the price is the same', async () => {
    const res = await changePrice({ car_id: cheap.id, listing_price: String(cheap.listingPrice) });
    expect(res.statusCode).toBe(200);
    expect(ChangePriceResponseSchema.parse(res.json()).data.price_history).toHaveLength(1);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from price_history where car_id = ${cheap.id}`,
    );
    expect(row!.n).toBe(0);
  });

  it('keeps a drop in the history, updates the estimates, and tells each buyer who wishlisted the car, only them', async () => {
    const car = line[4]!; // 2022, 20,000 km
    const [fan1, fan2, stranger] = [await signInBuyer(t), await signInBuyer(t), await signInBuyer(t)];
    for (const fan of [fan1, fan2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: wishlistPaths.add,
        headers: { 'x-access-token': fan.token },
        payload: { car_id: car.id },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({
      method: 'POST',
      url: wishlistPaths.add,
      headers: { 'x-access-token': stranger.token },
      payload: { car_id: line[5]!.id },
    });
    const neighbourBefore = (await details(line[3]!.id)).fair_price!.value!;
    const old = car.listingPrice;
    const cut = Math.round(old * 0.75);
    const at = t.clock.now().toISOString();

    const res = await changePrice({ car_id: car.id, listing_price: cut });
    expect(res.statusCode).toBe(200);
    const answer = ChangePriceResponseSchema.parse(res.json()).data;
    expect(answer).toMatchObject({ car_id: car.id, listing_price: cut });
    expect(answer.price_history).toEqual([
      { price: old, changed_at: car.listedAt.toISOString() },
      { price: cut, changed_at: at },
    ]);
    // Its value rests on the others, so it stays; its label follows its price.
    expect(answer.fair_price!.label).toBe('great');

    const shown = await details(car.id);
    expect(shown.listing_price).toBe(cut);
    expect(shown.price_history).toEqual(answer.price_history);
    expect(shown.price_drop).toEqual({ previous_price: old, dropped_at: at });

    // The rest of the model follows by a job: the 2021 car's value leaned on the 2022 one.
    expect((await details(line[3]!.id)).fair_price!.value).toBe(neighbourBefore);
    await runJobs();
    expect((await details(line[3]!.id)).fair_price!.value!).toBeLessThan(neighbourBefore);

    const kinds = await queryRows<{ phone: string; kind: string; title: string; body: string; car_id: number }>(
      t.database.db,
      sql`select b.phone, n.kind, n.title, n.body, n.car_id from notifications n join buyers b on b.id = n.buyer_id where n.kind = 'price_drop'`,
    );
    expect(kinds.map((k) => k.phone).sort()).toEqual([fan1.phone, fan2.phone].sort());
    const inr = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;
    for (const k of kinds) {
      expect(k).toMatchObject({ title: 'Price dropped', car_id: car.id });
      expect(k.body).toContain(inr(cut));
      expect(k.body).toContain(inr(old));
    }
    // The SMS went out after the commit, to both, and to no one else.
    const texts = t.sms.texts.filter((s) => s.text.startsWith('Price dropped'));
    expect(texts.map((s) => s.phone).sort()).toEqual([fan1.phone, fan2.phone].sort());

    // The buyer's bell shows it.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/auth/notification/v1/read/notifications',
      headers: { 'x-access-token': fan1.token },
    });
    expect(bell.json().data.notifications[0]).toMatchObject({ kind: 'price_drop', car_id: car.id });
  });

  it('carries the drop on the card for 7 days, then not', async () => {
    const car = line[4]!;
    const card = async () => {
      const cars: CarListItem[] = CarListResponseSchema.parse((await list('price_sorting=low_to_high')).body).data.filteredCars.cars;
      return cars.find((c) => c.id === car.id)!;
    };
    expect((await card()).price_drop).toMatchObject({ previous_price: car.listingPrice });
    t.clock.advance(7 * DAY - 60_000);
    expect((await card()).price_drop).not.toBeNull();
    t.clock.advance(2 * 60_000);
    expect((await card()).price_drop).toBeNull();
    expect((await details(car.id)).price_drop).toBeNull();
  });

  it('ends the drop when the price rises back, and tells no one', async () => {
    const car = line[6]!;
    const old = car.listingPrice;
    await changePrice({ car_id: car.id, listing_price: old - 100_000 });
    expect((await details(car.id)).price_drop).toEqual({ previous_price: old, dropped_at: t.clock.now().toISOString() });
    const before = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from notifications`))[0]!.n;
    const res = await changePrice({ car_id: car.id, listing_price: old + 50_000 });
    expect(ChangePriceResponseSchema.parse(res.json()).data.price_history.map((h) => h.price)).toEqual([old, old - 100_000, old + 50_000]);
    expect((await details(car.id)).price_drop).toBeNull();
    expect((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from notifications`))[0]!.n).toBe(before);
  });

  it('refuses a sold car', async () => {
    await t.database.db.execute(sql`update cars set status = 'sold' where id = ${line[7]!.id}`);
    const res = await changePrice({ car_id: line[7]!.id, listing_price: 1_000_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('car_id');
    expect((await details(line[7]!.id)).fair_price).toBeNull();
  });

  it('answers 404 for a car taken off, to the comparables call and to its dealer', async () => {
    const car = few[2]!;
    await t.database.db.execute(sql`update cars set status = 'withdrawn' where id = ${car.id}`);
    expect((await t.app.inject({ method: 'GET', url: `${pricingPaths.comparables}?car_id=${car.id}` })).statusCode).toBe(404);
    const otherToken = await signInDealer(t, other.phone);
    expect((await changePrice({ car_id: car.id, listing_price: 8_000_000 }, otherToken)).statusCode).toBe(404);
  });
});

describe('a catalogue from before fair prices', () => {
  it('gets its estimates once, from a job scheduled at start', async () => {
    const db = t.database.db;
    const stored = () => queryRows(db, sql`select id, fair_value, fair_low, fair_high, fair_label, fair_comparables from cars order by id`);
    // The changes above left their models' refresh jobs behind: settle first.
    await refreshFairPrices(db, null);
    const before = await stored();
    expect(before.filter((r) => (r as { fair_value: number | null }).fair_value !== null).length).toBeGreaterThan(0);
    // As a catalogue migrated to 0010 stands: no estimates, and never computed.
    await db.execute(
      sql`update cars set fair_value = null, fair_low = null, fair_high = null, fair_label = null, fair_comparables = 0, deal_ratio = null`,
    );
    await db.execute(sql`delete from app_meta where key = 'fair_prices_computed'`);
    await scheduleFirstFairPrices(t.app.deps);
    await scheduleFirstFairPrices(t.app.deps);
    const [jobs] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where name = 'fair-price-all'`);
    expect(jobs!.n).toBe(1);
    await runJobs();
    expect(await stored()).toEqual(before);
    // Known now: a later start schedules nothing.
    await db.execute(sql`delete from jobs where name = 'fair-price-all'`);
    await scheduleFirstFairPrices(t.app.deps);
    expect((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where name = 'fair-price-all'`))[0]!.n).toBe(0);
  });
});

describe('a catalogue big enough to pool', () => {
  /** The rare coupe's brand gains a saloon of 24 cars on a line: 35 cars listed in all, enough to pool. */
  const saloon = (year: number, km: number) => Math.round(8_000_000 * Math.exp(-0.1 * (2024 - year) - 0.2 * (km / 100_000)));
  const saloons: Car[] = [];
  let lone: Car;
  beforeAll(async () => {
    const db = t.database.db;
    const entry = await createVariant(db, { brand: small.brand, modelName: 'Rare Saloon', variant: { newPrice: 9_000_000 } });
    for (let k = 0; k < 24; k++) {
      const year = 2019 + (k % 6);
      const km = 10_000 + ((k * 7919) % 70_000);
      const noise = [1.04, 0.985, 0.96, 1.015][k % 4]!;
      saloons.push(await createPricedCar(db, { vendorId: other.id, entry, year, km, price: Math.round(saloon(year, km) * noise) }));
    }
    // A brand of its own, one SUV: nothing of its brand or body type to borrow from but the segment fit.
    const suv = await createVariant(db, { bodyType: 'SUV', modelName: 'Only One' });
    lone = await createPricedCar(db, { vendorId: other.id, entry: suv, year: 2022, km: 30_000, price: 7_000_000 });
    await refreshFairPrices(db, null);
  }, 180_000);

  it("gives the rare coupe a band from its brand's saloons, and lists them as its comparables, its own model first", async () => {
    const fp = (await details(few[1]!.id)).fair_price!;
    // Its brand's other Sedans: the 24 saloons and the other coupe still for sale (the third was taken off above).
    expect(fp).toMatchObject({ basis: 'brand', comparables: 25 });
    expect(fp.low! < fp.value! && fp.value! < fp.high!).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: `${pricingPaths.comparables}?car_id=${few[1]!.id}` });
    const { fair_price, comparables } = FairPriceComparablesResponseSchema.parse(res.json()).data;
    expect(fair_price).toEqual(fp);
    expect(comparables).toHaveLength(20);
    expect(comparables[0]!.id).toBe(few[0]!.id);
    expect(comparables.slice(1).every((c) => saloons.some((s) => s.id === c.id))).toBe(true);
  });

  it('gives a lone car of a brand of its own a band from the segment, wider than the brand one', async () => {
    const fp = (await details(lone.id)).fair_price!;
    expect(fp.basis).toBe('segment');
    expect(fp.value).not.toBeNull();
    const coupe = (await details(few[1]!.id)).fair_price!;
    expect(fp.high! / fp.low!).toBeGreaterThan(coupe.high! / coupe.low!);
    // No other SUV: its segment is every other car listed (7 of the line, the cheap one, 2 coupes, 24 saloons).
    expect(fp.comparables).toBe(34);
  });

  it("refreshes a model's estimates as the whole catalogue's computation gives them, from the pool it kept", async () => {
    const db = t.database.db;
    expect(await refreshFairPrices(db, [few[1]!.modelId, lone.modelId, saloons[0]!.modelId])).toBe(0);
    // A new price for the coupe: its own value still rests on the others, its label follows its price.
    const before = (await details(few[1]!.id)).fair_price!;
    const res = await changePrice(
      { car_id: few[1]!.id, listing_price: Math.round(before.high! * 1.3) },
      await signInDealer(t, other.phone),
    );
    expect(res.statusCode).toBe(200);
    expect(ChangePriceResponseSchema.parse(res.json()).data.fair_price).toEqual({ ...before, label: 'high' });
  });
});

describe('the demo catalogue', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    await seedCatalogue(demo.database.db, 1500);
  }, 180_000);
  afterAll(() => demo.close());

  it('goes in with the estimates the database would compute, and a history for some cars', async () => {
    const db = demo.database.db;
    // Computed in memory before the insert; computed again from the stored rows, nothing moves.
    expect(await refreshFairPrices(db, null)).toBe(0);
    const [counts] = await queryRows<{ estimated: number; listed: number; histories: number; drops: number; bad: number }>(
      db,
      sql`select count(*) filter (where fair_value is not null)::int as estimated, count(*) filter (where status <> 'sold')::int as listed,
            (select count(distinct car_id)::int from price_history) as histories,
            count(*) filter (where price_dropped_at is not null)::int as drops,
            (select count(*)::int from cars c where exists (select 1 from price_history h where h.car_id = c.id) and c.listing_price <>
              (select h.price from price_history h where h.car_id = c.id order by h.changed_at desc, h.id desc limit 1)) as bad
          from cars`,
    );
    // Every listed car: on its model, or else its brand or segment.
    expect(counts!.estimated).toBe(counts!.listed);
    // A model's refresh from the pool kept in bulk moves nothing either.
    const [thin] = await queryRows<{ model_id: number }>(
      db,
      sql`select model_id from cars where fair_basis = 'brand' order by model_id limit 1`,
    );
    expect(thin).toBeDefined();
    expect(await refreshFairPrices(db, [thin!.model_id])).toBe(0);
    // About 12% of cars changed price; each history ends at the car's listing price.
    expect(counts!.histories / counts!.listed).toBeGreaterThan(0.07);
    expect(counts!.histories / counts!.listed).toBeLessThan(0.17);
    expect(counts!.drops).toBeGreaterThan(0);
    expect(counts!.bad).toBe(0);
  });

  it('shows a recent drop on the card and the history on the car page', async () => {
    const [car] = await queryRows<{ id: number; price_drop_from: number; price_dropped_at: string }>(
      demo.database.db,
      sql`select id, price_drop_from, price_dropped_at from cars where price_dropped_at > ${TEST_ANCHOR.toISOString()}::timestamptz - interval '6 days'
          and status = 'available' order by id limit 1`,
    );
    expect(car).toBeDefined();
    // The demo's dates count back from its anchor: look at the catalogue from an hour after it.
    demo.clock.advance(TEST_ANCHOR.getTime() + 3600_000 - demo.clock.now().getTime());
    const res = await demo.app.inject({ method: 'GET', url: `${cataloguePaths.carDetails}?car_id=${car!.id}` });
    const shown = CarDetailsResponseSchema.parse(res.json()).data.carDetails;
    expect(shown.price_drop).toMatchObject({ previous_price: car!.price_drop_from });
    expect(shown.price_history.length).toBeGreaterThanOrEqual(2);
    expect(shown.price_history.at(-1)!.price).toBe(shown.listing_price);
    expect(shown.price_history.at(-2)!.price).toBe(car!.price_drop_from);
  });
});
