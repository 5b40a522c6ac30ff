// The dealer inspection report: a checklist of over 100 points in seven groups; a dealer answers every
// point of a car's report (a note for each that is not a pass, at most 5 photos of its own uploads), the
// score and counts follow, the car page shows the points that are not a pass, the cards carry the score
// and the list filters inspected cars. Another dealer's car is a 404; a bad report changes nothing.
import { cataloguePaths, PROFILE_PIC_MAX_BYTES, vendorListingPaths as paths } from '@luxe/contract';
import { inspectionPaths, type InspectionChecklist } from '@luxe/contract/inspection';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/app';
import { createCar } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, signInDealer, type Dealer } from './helpers/dealers';
import { multipartForm } from './helpers/multipart';

let t: TestApp;
let dealer: Dealer;
let token: string;
let otherToken: string;
let carId: number;
let groups: InspectionChecklist;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  dealer = await createDealer(db);
  token = await signInDealer(t, dealer.phone);
  otherToken = await signInDealer(t, (await createDealer(db)).phone);
  carId = (await createCar(db, { vendorId: dealer.id, listingPrice: 5_500_000 })).id;
  groups = (await t.app.inject({ method: 'GET', url: inspectionPaths.checklist })).json().data.groups;
});
afterAll(async () => {
  await t?.close();
});

const keys = () => groups.flatMap((g) => g.items.map((i) => i.key));
const allPass = () => keys().map((key) => ({ key, result: 'pass' as const }));
const save = (body: object, who = token) =>
  t.app.inject({ method: 'PUT', url: paths.updateInspection, headers: { 'x-access-token': who }, payload: body });
const details = async (id = carId) =>
  (await t.app.inject({ method: 'GET', url: cataloguePaths.carDetails, query: { car_id: String(id) } })).json().data.carDetails;
const photo = async (who = token, id: number | string = carId) => {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer();
  const form = multipartForm({ car_id: id }, 'photo', [{ bytes, type: 'image/jpeg', name: 'scratch.jpg' }]);
  return t.app.inject({
    method: 'POST',
    url: paths.createInspectionPhoto,
    headers: { 'x-access-token': who, ...form.headers },
    payload: form.payload,
  });
};

describe(`dealer inspection reports (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('serves a checklist of at least 100 points in the seven groups, each key once', () => {
    expect(groups.map((g) => g.label)).toEqual([
      'Exterior',
      'Interior',
      'Engine and transmission',
      'Suspension and brakes',
      'Tyres and wheels',
      'Electricals and driver aids',
      'Documents and history',
    ]);
    expect(keys().length).toBeGreaterThanOrEqual(100);
    expect(new Set(keys()).size).toBe(keys().length);
    expect(keys()).toEqual(expect.arrayContaining(['tyres.date_code_front_left', 'engine.obd_fault_codes', 'documents.rc']));
  });

  it('a car without a report shows none and is left out of the inspected list', async () => {
    expect((await details()).inspection).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: cataloguePaths.carList, query: { inspected: 'true' } });
    expect(list.json().data.filteredCars.cars.map((c: { id: number }) => c.id)).not.toContain(carId);
  });

  it.each([
    [
      'a point missing',
      () => ({ car_id: carId, items: allPass().slice(1) }),
      /^items: every point of the checklist is answered; 1 is missing/,
      'items',
    ],
    ['a point twice', () => ({ car_id: carId, items: [...allPass(), allPass()[0]] }), /is answered twice/, 'items.last.key'],
    [
      'an unknown point',
      () => ({ car_id: carId, items: [...allPass(), { key: 'exterior.wings', result: 'pass' }] }),
      /not a point of the checklist/,
      'items.last.key',
    ],
    [
      'a fail without a note',
      () => ({ car_id: carId, items: [{ key: keys()[0], result: 'fail' }, ...allPass().slice(1)] }),
      /say what needs fixing/,
      'items.0.note',
    ],
    [
      'an unknown result',
      () => ({ car_id: carId, items: [{ key: keys()[0], result: 'ok' }, ...allPass().slice(1)] }),
      /result must be pass, attention or fail/,
      'items.0.result',
    ],
    [
      'a photo not uploaded for it',
      () => ({
        car_id: carId,
        items: [{ key: keys()[0], result: 'attention', note: 'Chip', photo: '/media/uploads/x.webp' }, ...allPass().slice(1)],
      }),
      /not a photo uploaded/,
      'items.0.photo',
    ],
  ])('refuses a report with %s, naming the field, and keeps none', async (_what, body, message, field) => {
    const res = await save(body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(message),
      field: field.replace('last', String(keys().length)),
    });
    expect(await queryRows(t.database.db, sql`select 1 from car_inspections where car_id = ${carId}`)).toEqual([]);
  });

  it('refuses a bad photo upload with a 400 naming its field, and keeps nothing', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const one = { bytes: jpeg, type: 'image/jpeg', name: 'a.jpg' };
    const cases: [Record<string, string | number>, string, (typeof one)[], string, RegExp][] = [
      [{}, 'photo', [one], 'car_id', /car_id is required/],
      [{ car_id: '12abc' }, 'photo', [one], 'car_id', /a whole number/],
      [{ car_id: carId }, 'picture', [one], 'photo', /sent in the field photo/],
      [{ car_id: carId }, 'photo', [one, one], 'photo', /one photo at a time/],
      [{ car_id: carId }, 'photo', [{ ...one, bytes: Buffer.alloc(0) }], 'photo', /choose a photo/],
      [{ car_id: carId }, 'photo', [{ ...one, bytes: Buffer.alloc(PROFILE_PIC_MAX_BYTES + 1, 1) }], 'photo', /too large/],
    ];
    for (const [fields, field, files, refused, message] of cases) {
      const form = multipartForm(fields, field, files);
      const res = await t.app.inject({
        method: 'POST',
        url: paths.createInspectionPhoto,
        headers: { 'x-access-token': token, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field: refused, message: expect.stringMatching(message) });
    }
    expect(await queryRows(t.database.db, sql`select 1 from inspection_photos where car_id = ${carId}`)).toEqual([]);
  });

  it("answers 404 for another dealer's car, and a buyer or a guest may not write", async () => {
    expect((await save({ car_id: carId, items: allPass() }, otherToken)).statusCode).toBe(404);
    expect((await photo(otherToken)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: paths.updateInspection, payload: { car_id: carId, items: allPass() } })).statusCode,
    ).toBe(401);
  });

  it('scores a report, shows its findings with their notes and photos, and puts the car in the inspected list', async () => {
    const uploaded = await photo();
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().data.photo;
    const spare = (await photo()).json().data.photo as string;
    const items = allPass();
    items[0] = { ...items[0]!, result: 'attention', note: 'Paint depth 190 µm: the bonnet was refinished', photo: url } as never;
    const brakes = keys().indexOf('chassis.front_brake_pads');
    items[brakes] = { key: 'chassis.front_brake_pads', result: 'fail', note: 'Pads at 15%: replaced before delivery' } as never;
    const res = await save({ car_id: carId, items });
    expect(res.statusCode).toBe(200);
    const n = keys().length;
    // Rounded down: one point short of a pass already keeps a report under 100.
    const score = Math.floor(((2 * (n - 2) + 1) * 100) / (2 * n));
    expect(res.json().data.report).toMatchObject({
      score,
      items: expect.arrayContaining([expect.objectContaining({ key: keys()[0], photo: url })]),
    });

    const shown = (await details()).inspection;
    expect(shown).toMatchObject({ score, counts: { pass: n - 2, attention: 1, fail: 1 } });
    expect(shown.findings).toEqual([
      {
        key: keys()[0],
        group: 'Exterior',
        label: expect.stringContaining('bonnet'),
        result: 'attention',
        note: 'Paint depth 190 µm: the bonnet was refinished',
        photo: url,
      },
      {
        key: 'chassis.front_brake_pads',
        group: 'Suspension and brakes',
        label: expect.any(String),
        result: 'fail',
        note: 'Pads at 15%: replaced before delivery',
        photo: null,
      },
    ]);
    // The photo the report does not show is gone, row and file.
    expect(await queryRows(t.database.db, sql`select url from inspection_photos where car_id = ${carId}`)).toEqual([{ url }]);
    expect((await t.app.inject({ method: 'GET', url: spare })).statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: cataloguePaths.carList, query: { inspected: 'true' } });
    const cars = list.json().data.filteredCars.cars as { id: number; inspection_score: number | null }[];
    expect(cars.find((c) => c.id === carId)?.inspection_score).toBe(score);
    expect(cars.every((c) => c.inspection_score !== null)).toBe(true);
  });

  it('an update replaces the report, and a report shows at most 5 photos', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 6; i++) urls.push((await photo()).json().data.photo);
    const items = allPass().map((item, i) =>
      i < 6 ? { key: item.key, result: 'attention' as const, note: `Point ${i}`, photo: urls[i] } : item,
    );
    const refused = await save({ car_id: carId, items });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A report shows at most 5 photos: it names 6.');

    const res = await save({ car_id: carId, items: allPass() });
    expect(res.statusCode).toBe(200);
    expect((await details()).inspection).toMatchObject({
      score: 100,
      counts: { pass: keys().length, attention: 0, fail: 0 },
      findings: [],
    });
    expect(await queryRows(t.database.db, sql`select url from inspection_photos where car_id = ${carId}`)).toEqual([]);
  });

  it('keeps the score in range in the database itself', async () => {
    await expect(t.database.db.execute(sql`update cars set inspection_score = 101 where id = ${carId}`)).rejects.toThrow();
  });
});
