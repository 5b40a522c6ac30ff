// Fair prices follow every catalogue change: after a car is moved to another model,
// edited, listed, repriced, taken off, relisted or sold, and the refresh jobs that follow have run, every
// stored estimate is what its model's computation gives now (its bands leaning on the catalogue's error as
// the last computation in bulk found it): the model a car leaves follows as well as the one it joins, and
// a car out of sale leaves its comparables' estimates.
import { cataloguePaths, pricingPaths, vendorBookingPaths, vendorListingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { refreshFairPrices } from '../src/modules/pricing';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createVariant, type Car, type CatalogueEntry } from './helpers/cars';
import { createDealer, signInDealer } from './helpers/dealers';
import { reserveCar } from './helpers/payments';
import { createPricedCar, runRefreshJobs } from './helpers/pricing';

/** Each car a little off its model's line, so every estimate leans on each of its comparables. */
const NOISE = [1.03, 0.97, 1.0, 1.05, 0.95, 1.02, 0.98, 1.01];
const YEARS = [2019, 2020, 2020, 2021, 2021, 2022, 2022, 2023];
const onLine = (base: number, year: number, km: number) => Math.round(base * Math.exp(-0.1 * (2024 - year) - 0.2 * (km / 100_000)));

let t: TestApp;
let token: string;
let saloon: CatalogueEntry;
let estate: CatalogueEntry;
/** Eight cars of each model, 2019 to 2023. */
const saloons: Car[] = [];
const estates: Car[] = [];

/** A car's stored estimate: its id, fair_* columns and deal_ratio. */
type Stored = {
  id: number;
  fair_value: number | null;
  fair_label: string | null;
  fair_comparables: number;
  deal_ratio: number | null;
} & Record<string, unknown>;

const stored = () =>
  queryRows<Stored>(
    t.database.db,
    sql`select id, fair_value, fair_low, fair_high, fair_label, fair_comparables, deal_ratio from cars order by id`,
  );
const comparablesOf = async (cars: Car[]) => {
  const rows = new Map((await stored()).map((r) => [r.id, r.fair_comparables]));
  return cars.map((c) => rows.get(c.id)!);
};
const runJobs = () => runRefreshJobs(t);
/**
 * The stored estimates are those every model's computation gives now, its bands leaning on the catalogue's
 * error as its last computation in bulk found it: computing them again changes nothing.
 */
async function expectSettled() {
  const before = await stored();
  const models = await queryRows<{ id: number }>(t.database.db, sql`select distinct model_id as id from cars`);
  expect(
    await refreshFairPrices(
      t.database.db,
      models.map((m) => m.id),
    ),
  ).toBe(0);
  expect(await stored()).toEqual(before);
}
const call = (method: 'POST' | 'PATCH', url: string, who: string, payload: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': who }, payload });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dealer = await createDealer(db);
  saloon = await createVariant(db, { modelName: 'Moving Saloon' });
  estate = await createVariant(db, { modelName: 'Moving Estate', bodyType: 'SUV' });
  for (const [entry, cars, base] of [
    [saloon, saloons, 6_000_000],
    [estate, estates, 9_000_000],
  ] as const) {
    for (const [i, year] of YEARS.entries()) {
      const km = 10_000 + i * 9_000;
      const price = Math.round((onLine(base, year, km) * NOISE[i]!) / 1000) * 1000;
      cars.push(await createPricedCar(db, { vendorId: dealer.id, entry, year, km, price }));
    }
  }
  await refreshFairPrices(db, null);
  token = await signInDealer(t, dealer.phone);
}, 120_000);
afterAll(() => t.close());

describe('fair prices after a change to a car, once its jobs ran', () => {
  it("give a model's cars, computed again alone, the bands the whole catalogue's computation gave them", async () => {
    // A model's band leans on the catalogue's median error: a refresh of one model keeps the catalogue's.
    await expectSettled();
    for (const cars of [saloons, estates]) {
      const model = cars === saloons ? saloon.model.id : estate.model.id;
      expect(await refreshFairPrices(t.database.db, [model])).toBe(0);
    }
  });

  it('follow a car moved into another model: the model it left no longer counts it, the one it joined does', async () => {
    const moved = saloons[3]!; // 2021
    const [saloonsBefore, estatesBefore] = [await comparablesOf(saloons), await comparablesOf(estates)];
    const res = await call('PATCH', vendorListingPaths.updateCar, token, { car_id: moved.id, variant_id: estate.variant.id });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs();
    // The cars within 2 years of 2021 (here, of 2019 to 2023, all of them) count it one fewer or one more.
    const near = (cars: Car[], i: number) => cars[i]!.id !== moved.id && Math.abs(cars[i]!.manufacturingYear - 2021) <= 2;
    const saloonsAfter = await comparablesOf(saloons);
    saloons.forEach(
      (c, i) => c.id !== moved.id && expect(saloonsAfter[i], `saloon ${i}`).toBe(saloonsBefore[i]! - (near(saloons, i) ? 1 : 0)),
    );
    const estatesAfter = await comparablesOf(estates);
    estates.forEach((_, i) => expect(estatesAfter[i], `estate ${i}`).toBe(estatesBefore[i]! + (near(estates, i) ? 1 : 0)));
    await expectSettled();
    // Moved back: both models as they were.
    const back = await call('PATCH', vendorListingPaths.updateCar, token, { car_id: moved.id, variant_id: saloon.variant.id });
    expect(back.statusCode, back.body).toBe(200);
    await runJobs();
    expect(await comparablesOf(saloons)).toEqual(saloonsBefore);
    expect(await comparablesOf(estates)).toEqual(estatesBefore);
    await expectSettled();
  });

  it('follow a new year and kilometres within the model', async () => {
    const car = saloons[6]!; // 2022
    const res = await call('PATCH', vendorListingPaths.updateCar, token, {
      car_id: car.id,
      manufacturing_year: 2019,
      registration_year: 2019,
      odometer_reading: 95_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs();
    // The 2023 car lost a comparable (2022 is gone from its reach), the 2019 one gained one.
    const [y2019, y2023] = [saloons[0]!, saloons[7]!];
    const rows = new Map((await stored()).map((r) => [r.id, r]));
    expect(rows.get(y2023.id)!.fair_comparables).toBe(3);
    expect(rows.get(y2019.id)!.fair_comparables).toBe(5);
    await expectSettled();
  });

  it('follow a new car and a new price, the best-deal ratio with it even when the label stays', async () => {
    const listed = await call('POST', vendorListingPaths.createCar, token, {
      variant_id: estate.variant.id,
      manufacturing_year: 2021,
      registration_year: 2021,
      registration_state: 'Maharashtra',
      registration_number: 'MH 12 FP 2621',
      odometer_reading: 40_000,
      no_of_owners: 1,
      listing_price: Math.round(onLine(9_000_000, 2021, 40_000) / 1000) * 1000,
      color: 'Blue',
      location: 'Pune',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    await runJobs();
    await expectSettled();

    // A cut of a thousandth: the label and the value (from the others) stay, the ratio the best-deal order reads moves.
    const car = estates[4]!;
    const before = (await stored()).find((r) => r.id === car.id)!;
    const price = car.listingPrice - 7_000;
    const res = await call('PATCH', pricingPaths.changePrice, token, { car_id: car.id, listing_price: price });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await stored()).find((r) => r.id === car.id)!;
    expect(after).toMatchObject({ fair_label: before.fair_label, fair_value: before.fair_value });
    // price / value, the value unrounded and resting on the others only: the ratio moves with the price alone.
    expect(after.deal_ratio! / before.deal_ratio!).toBeCloseTo(price / car.listingPrice, 9);
    await runJobs();
    await expectSettled();
  });

  it('drop a car taken off, at once for its own and after the job for the cars it was compared with, and take it back when relisted', async () => {
    const car = estates[5]!; // 2022
    const before = await comparablesOf(estates);
    const res = await call('PATCH', vendorListingPaths.takeOff, token, { car_id: car.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored()).find((r) => r.id === car.id)).toMatchObject({ fair_value: null, fair_comparables: 0, deal_ratio: null });
    await runJobs();
    const after = await comparablesOf(estates);
    estates.forEach((c, i) => {
      if (c.id !== car.id) expect(after[i], `estate ${i}`).toBe(before[i]! - (Math.abs(c.manufacturingYear - 2022) <= 2 ? 1 : 0));
    });
    await expectSettled();

    // Put back on sale: its own estimate at once, its comparables count it again after the job.
    const relisted = await call('PATCH', vendorListingPaths.relist, token, { car_id: car.id });
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect((await stored()).find((r) => r.id === car.id)!.fair_comparables).toBe(before[estates.indexOf(car)]);
    await runJobs();
    expect(await comparablesOf(estates)).toEqual(before);
    await expectSettled();
  });

  it('drop a car sold: its comparables no longer count it', async () => {
    const car = saloons[4]!; // 2021
    const buyer = await signInBuyer(t);
    const { bookingId } = await reserveCar(t, buyer.token, car.id);
    // Reserved, it is still for sale (it may come back): nothing moves yet.
    await runJobs();
    await expectSettled();
    const before = await comparablesOf(saloons);
    const sold = await call('PATCH', vendorBookingPaths.markSold, token, { booking_id: bookingId });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await stored()).find((r) => r.id === car.id)).toMatchObject({ fair_value: null, fair_comparables: 0 });
    await runJobs();
    const after = await comparablesOf(saloons);
    saloons.forEach((c, i) => {
      if (c.id !== car.id) expect(after[i], `saloon ${i}`).toBe(before[i]! - (Math.abs(c.manufacturingYear - 2021) <= 2 ? 1 : 0));
    });
    await expectSettled();
    // The car page of a neighbour says so too.
    const page = await t.app.inject({ method: 'GET', url: `${cataloguePaths.carDetails}?car_id=${saloons[3]!.id}` });
    expect(page.json().data.carDetails.fair_price.comparables).toBe(after[3]);
  });
});
