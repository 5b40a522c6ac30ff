// The public slots call: the next 4 days in India with each of a car's 8 slots bookable or not,
// and why: started, paid for, held by another buyer's unpaid order (freed when its 15 minutes end), sold.
import { DRIVE_SLOTS, bookingPaths, type TestDriveSlots } from '@luxe/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer, type Dealer } from './helpers/dealers';
import { onPostgres } from './helpers/database';

const MINUTE = 60_000;
const SUCCESS_CARD = { method: 'card', card_number: '4100 2800 0000 1007', card_expiry: '12/30', card_cvv: '123' };

let t: TestApp;
let dealer: Dealer;
beforeAll(async () => {
  t = await createTestApp();
  dealer = await createDealer(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const slots = async (carId: number | string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${bookingPaths.testDriveSlots}?car_id=${carId}`,
    headers: token ? { 'x-access-token': token } : {},
  });
const slotsOf = async (carId: number, token?: string): Promise<TestDriveSlots> => {
  const res = await slots(carId, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const slotOn = (data: TestDriveSlots, day: number, time: string) => data.days[day]!.slots.find((s) => s.drive_time === time)!;

const order = async (token: string, carId: number, date: string, time: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: bookingPaths.testDriveCreateOrder,
    headers: { 'x-access-token': token },
    payload: { car_id: carId, preferred_location: 'showroom', drive_date: date, drive_time: time },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { rzp_order_id: string; hold_expires_at: string };
};
const pay = async (orderId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/test-gateway/checkout/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...SUCCESS_CARD, callback_url: '/done' }).toString(),
  });
  expect(res.statusCode).toBe(303);
};

describe(`test drive slots (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it("lists India's next 4 days with 8 slots each; today's started slots are not bookable", async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    // The test clock is 2026-11-20 10:00 UTC: 15:30 in India, so today's slots up to 3PM-4PM have started.
    const data = await slotsOf(car.id);
    expect(data.car_id).toBe(car.id);
    expect(data.time_zone).toBe('Asia/Kolkata');
    expect(data.days.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    for (const day of data.days) expect(day.slots.map((s) => s.drive_time)).toEqual([...DRIVE_SLOTS]);
    expect(data.days[0]!.slots.filter((s) => !s.available).map((s) => [s.drive_time, s.reason])).toEqual(
      DRIVE_SLOTS.slice(0, 6).map((s) => [s, 'started']),
    );
    expect(slotOn(data, 0, '4PM-5PM')).toEqual({ drive_time: '4PM-5PM', available: true, reason: null, held_until: null });
    expect(data.days.slice(1).every((d) => d.slots.every((s) => s.available))).toBe(true);
  });

  it('a slot held by an unpaid order is taken for others until its 15 minutes end, and free to its holder', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    const holder = await signInBuyer(t);
    const other = await signInBuyer(t);
    const held = await order(holder.token, car.id, '2026-11-21', '2PM-3PM');
    const forGuest = slotOn(await slotsOf(car.id), 1, '2PM-3PM');
    expect(forGuest).toEqual({ drive_time: '2PM-3PM', available: false, reason: 'held', held_until: held.hold_expires_at });
    expect(slotOn(await slotsOf(car.id, other.token), 1, '2PM-3PM').reason).toBe('held');
    expect(slotOn(await slotsOf(car.id, holder.token), 1, '2PM-3PM')).toMatchObject({ available: true, reason: null });
    // Another car's same slot is untouched.
    const otherCar = await createCar(t.database.db, { vendorId: dealer.id });
    expect(slotOn(await slotsOf(otherCar.id), 1, '2PM-3PM').available).toBe(true);
    t.clock.advance(15 * MINUTE);
    expect(slotOn(await slotsOf(car.id, other.token), 1, '2PM-3PM')).toMatchObject({ available: true, reason: null, held_until: null });
    // Freed: the other buyer can now order it, which the call then shows as held by them.
    await order(other.token, car.id, '2026-11-21', '2PM-3PM');
    expect(slotOn(await slotsOf(car.id, holder.token), 1, '2PM-3PM').reason).toBe('held');
  });

  it('a paid slot is booked for everyone, its buyer too, and stays so after the hold would have ended', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    const buyer = await signInBuyer(t);
    const paid = await order(buyer.token, car.id, '2026-11-22', '10AM-11AM');
    await pay(paid.rzp_order_id);
    t.clock.advance(20 * MINUTE);
    for (const token of [undefined, buyer.token])
      expect(slotOn(await slotsOf(car.id, token), 2, '10AM-11AM')).toEqual({
        drive_time: '10AM-11AM',
        available: false,
        reason: 'booked',
        held_until: null,
      });
    const data = await slotsOf(car.id);
    expect(data.days.flatMap((d) => d.slots).filter((s) => s.reason === 'booked')).toHaveLength(1);
  });

  it('a sold car offers no slot; an unknown car or one taken off is a 404 and a bad car_id a 400 naming the field', async () => {
    const car = await createCar(t.database.db, { vendorId: dealer.id });
    await t.database.db.update(cars).set({ status: 'sold' }).where(eq(cars.id, car.id));
    const data = await slotsOf(car.id);
    expect(data.days.flatMap((d) => d.slots).every((s) => !s.available && s.reason === 'sold')).toBe(true);
    const unknown = await slots(999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Car not found');
    const takenOff = await createCar(t.database.db, { vendorId: dealer.id });
    await t.database.db.update(cars).set({ status: 'withdrawn' }).where(eq(cars.id, takenOff.id));
    expect((await slots(takenOff.id)).json()).toMatchObject({ success: false, message: 'Car not found' });
    for (const bad of ['abc', '0x1', '1234567890']) {
      const res = await slots(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field: 'car_id', message: 'car_id must be a car id (a whole number)' });
    }
    const missing = await t.app.inject({ method: 'GET', url: bookingPaths.testDriveSlots });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'car_id', message: 'car_id is required' });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths[bookingPaths.testDriveSlots].get.parameters.map((p: { name: string }) => p.name)).toContain('car_id');
  });
});
