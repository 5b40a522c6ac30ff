// Notifications: written in the caller's transaction, read and marked read by their recipient
// only, on both sides; the SMS goes once, through the job runner, and never to someone who turned it off.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { queryRows } from '../src/db/client';
import { JobRunner } from '../src/jobs/runner';
import { notify, type NewNotification } from '../src/modules/notifications';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { onPostgres } from './helpers/database';
import { createDealer, type Dealer } from './helpers/dealers';

const READ = '/api/auth/notification/v1/read/notifications';
const MARK = '/api/auth/notification/v1/update/mark-read';
const DEALER_READ = '/api/vendor/notification/v1/read/notifications';
const DEALER_MARK = '/api/vendor/notification/v1/update/mark-read';
const silent = { info() {}, error() {} };

interface Person {
  to: NewNotification['to'];
  phone: string;
  token: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buyer(): Promise<Person> {
  const { phone, token } = await signInBuyer(t);
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from buyers where phone = ${phone}`);
  return { to: { kind: 'buyer', id: row!.id }, phone, token };
}

async function dealer(): Promise<Person & { row: Dealer }> {
  const row = await createDealer(t.database.db);
  const sent = await t.app.inject({ method: 'POST', url: '/api/vendor/login/v1/send-otp', payload: { phone: row.phone } });
  expect(sent.statusCode).toBe(200);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/login/v1/verify-otp',
    payload: { phone: row.phone, otp: t.sms.lastCode(row.phone) },
  });
  expect(verified.statusCode).toBe(200);
  return { to: { kind: 'vendor', id: row.id }, phone: row.phone, token: verified.json().data.accessToken, row };
}

/** Writes one notification in its own transaction, a minute after the last, and answers its id. */
async function send(to: Person, extra: Partial<NewNotification> = {}): Promise<number> {
  t.clock.advance(60_000);
  return t.database.db.transaction((tx) =>
    notify(tx, {
      to: to.to,
      kind: 'offer_received',
      title: 'New offer',
      body: 'A buyer offered ₹62,00,000.',
      now: t.clock.now(),
      ...extra,
    }),
  );
}

const read = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token, ...headers } });
const mark = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url, headers: { 'x-access-token': token }, payload: payload as object });
const ids = (res: { json(): { data: { notifications: { notification_id: number }[] } } }) =>
  res.json().data.notifications.map((n) => n.notification_id);
const jobsFor = (id: number) =>
  queryRows<{ done_at: unknown }>(t.database.db, sql`select done_at from jobs where key = ${`notification-sms:${id}`}`);

describe.each([
  ['buyer', READ, MARK, buyer],
  ['dealer', DEALER_READ, DEALER_MARK, dealer],
] as const)(`a %s's notifications (${onPostgres ? 'PostgreSQL' : 'embedded'})`, (_side, readUrl, markUrl, person) => {
  it('reads them newest first, with the unread count and paging', async () => {
    const me = await person();
    const other = await person();
    const first = await send(me, { title: 'First' });
    const second = await send(me, { title: 'Second', kind: 'offer_countered' });
    const third = await send(me, { title: 'Third', kind: 'offer_accepted' });
    await send(other, { title: 'Not yours' });

    const page = await read(readUrl, me.token, { 'x-limit': '2' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      success: true,
      data: { unread_count: 3, pagination: { total: 3, limit: 2, offset: 0, total_pages: 2, current_page: 1 } },
    });
    expect(page.json().data.notifications).toEqual([
      {
        notification_id: third,
        kind: 'offer_accepted',
        title: 'Third',
        body: 'A buyer offered ₹62,00,000.',
        offer_id: null,
        car_id: null,
        read: false,
        created_at: expect.any(String),
      },
      expect.objectContaining({ notification_id: second, kind: 'offer_countered', title: 'Second' }),
    ]);
    const next = await read(readUrl, me.token, { 'x-limit': '2', 'x-offset': '2' });
    expect(ids(next)).toEqual([first]);
    expect(next.json().data.pagination).toMatchObject({ current_page: 2, offset: 2 });

    // A larger x-limit is capped at 50; with none, the default page of 9.
    expect((await read(readUrl, me.token, { 'x-limit': '500' })).json().data.pagination.limit).toBe(50);
    const all = await read(readUrl, me.token);
    expect(all.json().data.pagination.limit).toBe(9);
    expect(ids(all)).toEqual([third, second, first]);
  });

  it('marks one read, then all; only its own', async () => {
    const me = await person();
    const other = await person();
    const a = await send(me);
    const b = await send(me);
    const c = await send(me);
    const theirs = await send(other);

    const one = await mark(markUrl, me.token, { notification_ids: [b] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ success: true, message: '1 notification marked read', data: { marked: 1, unread_count: 2 } });
    const after = (await read(readUrl, me.token)).json().data;
    expect(after.notifications.map((n: { read: boolean }) => n.read)).toEqual([false, true, false]);
    // Marking it again changes nothing; a string id counts as its number.
    expect((await mark(markUrl, me.token, { notification_ids: [String(b)] })).json().data).toEqual({ marked: 0, unread_count: 2 });

    // Someone else's id is skipped, never marked: the answer is the same as for an id that does not exist.
    const foreign = await mark(markUrl, me.token, { notification_ids: [theirs, 999_999_999] });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data).toEqual({ marked: 0, unread_count: 2 });
    expect((await read(readUrl, other.token)).json().data.unread_count).toBe(1);
    // The other one sees none of mine and cannot mark them.
    expect(ids(await read(readUrl, other.token))).toEqual([theirs]);
    expect((await mark(markUrl, other.token, { notification_ids: [a, c] })).json().data).toEqual({ marked: 0, unread_count: 1 });

    const rest = await mark(markUrl, me.token, { all: true });
    expect(rest.json()).toEqual({ success: true, message: '2 notifications marked read', data: { marked: 2, unread_count: 0 } });
    expect((await read(readUrl, me.token)).json().data.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    // 'all' is the caller's all: the other one's stays unread.
    expect((await read(readUrl, other.token)).json().data.unread_count).toBe(1);
  });
});

describe(`notify (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from jobs`);
    t.sms.texts.length = 0;
  });
  const runner = () => new JobRunner(t.app.deps, backgroundJobs, silent);

  it('keeps the car and offer it is about; written with its transaction, gone when that rolls back', async () => {
    const me = await buyer();
    const seller = await dealer();
    const car = await createCar(t.database.db, { vendorId: seller.row.id });
    const id = await send(me, { carId: car.id, sms: true });
    const [shown] = (await read(READ, me.token)).json().data.notifications;
    expect(shown).toMatchObject({ notification_id: id, car_id: car.id, offer_id: null });

    const failure = new Error('the change it reported failed');
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, {
          to: me.to,
          kind: 'offer_declined',
          title: 'Rolled back',
          body: 'Never happened',
          sms: true,
          now: t.clock.now(),
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(ids(await read(READ, me.token))).toEqual([id]);
    await runner().runDue();
    // Only the committed one's SMS.
    expect(t.sms.texts).toEqual([{ phone: me.phone, text: 'New offer: A buyer offered ₹62,00,000.' }]);
  });

  it('sends the SMS once, through the job runner, after the commit', async () => {
    const me = await dealer();
    const id = await send(me, { sms: true, title: 'New offer on your BMW X5', body: 'Aarav offered ₹62,00,000. Answer within 48 hours.' });
    expect(t.sms.texts).toEqual([]);
    expect(await jobsFor(id)).toHaveLength(1);
    await runner().runDue();
    expect(t.sms.texts).toEqual([{ phone: me.phone, text: 'New offer on your BMW X5: Aarav offered ₹62,00,000. Answer within 48 hours.' }]);
    t.clock.advance(3600_000);
    await runner().runDue();
    expect(t.sms.texts).toHaveLength(1);
    expect((await jobsFor(id))[0]!.done_at).not.toBeNull();
  });

  it('retries a failed SMS and still sends it once', async () => {
    const me = await buyer();
    await send(me, { sms: true });
    const deliver = t.sms.sendText;
    t.sms.sendText = async () => {
      throw new Error('the provider is down');
    };
    try {
      await runner().runDue();
    } finally {
      t.sms.sendText = deliver;
    }
    expect(t.sms.texts).toEqual([]);
    // The runner retries a minute after the first failure.
    t.clock.advance(61_000);
    await runner().runDue();
    t.clock.advance(3600_000);
    await runner().runDue();
    expect(t.sms.texts).toEqual([{ phone: me.phone, text: 'New offer: A buyer offered ₹62,00,000.' }]);
  });

  it('sends every notification by SMS but one recorded after the fact, and shortens a long one to one SMS', async () => {
    const me = await buyer();
    const quiet = await send(me, { sms: false });
    expect(await jobsFor(quiet)).toEqual([]);
    await send(me, { body: 'x'.repeat(400) });
    await runner().runDue();
    expect(t.sms.texts).toHaveLength(1);
    expect(t.sms.texts[0]!.text).toHaveLength(160);
    expect(t.sms.texts[0]!.text).toMatch(/^New offer: x+…$/);
  });

  it('sends none to a recipient who turned SMS off, before or after the notification', async () => {
    const off = await buyer();
    await t.database.db.execute(sql`update buyers set sms_notifications = false where id = ${off.to.id}`);
    const skipped = await send(off, { sms: true });
    expect(await jobsFor(skipped)).toEqual([]);

    const later = await dealer();
    const queued = await send(later, { sms: true });
    await t.database.db.execute(sql`update vendors set sms_notifications = false where id = ${later.to.id}`);
    await runner().runDue();
    expect(t.sms.texts).toEqual([]);
    expect((await jobsFor(queued))[0]!.done_at).not.toBeNull();
    // Both are still in the app.
    expect((await read(READ, off.token)).json().data.unread_count).toBe(1);
    expect((await read(DEALER_READ, later.token)).json().data.unread_count).toBe(1);
  });

  it('sends none for a notification gone before its job ran', async () => {
    const me = await buyer();
    const id = await send(me, { sms: true });
    await t.database.db.execute(sql`delete from notifications where id = ${id}`);
    await runner().runDue();
    expect(t.sms.texts).toEqual([]);
    expect((await jobsFor(id))[0]!.done_at).not.toBeNull();
  });
});

describe(`bad requests (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it.each([
    ['no ids and no all', {}, /Give either notification_ids or all: true/, 'notification_ids'],
    ['empty ids', { notification_ids: [] }, /notification_ids must not be empty/, 'notification_ids'],
    ['both ids and all', { notification_ids: [1], all: true }, /Give either notification_ids or all: true/, 'notification_ids'],
    ['101 ids', { notification_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, /at most 100 ids/, 'notification_ids'],
    ['a word for the ids', { notification_ids: 'seven' }, /notification_ids must be a list of notification ids/, 'notification_ids'],
    ['a word among the ids', { notification_ids: [1, 'seven'] }, /notification_ids must hold notification ids/, 'notification_ids.1'],
    ['a fraction among the ids', { notification_ids: [1.5] }, /notification_ids must hold notification ids/, 'notification_ids.0'],
    ['all: false', { all: false }, /all must be true when given/, 'all'],
    ['a word for all', { all: 'yes' }, /all must be true when given/, 'all'],
    ['an unknown field', { all: true, everyone: true }, /Unknown field: everyone/, 'everyone'],
  ])('refuses %s with a 400 naming the field, and marks nothing', async (_what, body, message, field) => {
    const me = await buyer();
    await send(me);
    const res = await mark(MARK, me.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    expect(res.json().field).toBe(field);
    expect((await read(READ, me.token)).json().data.unread_count).toBe(1);
  });

  it('refuses a bad body at the dealer path too, and paging headers that are not numbers', async () => {
    const me = await dealer();
    const res = await mark(DEALER_MARK, me.token, { notification_ids: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/notification_ids must not be empty/);
    const limit = await read(DEALER_READ, me.token, { 'x-limit': 'ten' });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toMatch(/x-limit/);
    const offset = await read(READ, (await buyer()).token, { 'x-offset': '-1' });
    expect(offset.statusCode).toBe(400);
    expect(offset.json().message).toMatch(/x-offset/);
  });

  it('needs a sign-in: no token is a 401 on both sides', async () => {
    for (const [method, url] of [
      ['GET', READ],
      ['PATCH', MARK],
      ['GET', DEALER_READ],
      ['PATCH', DEALER_MARK],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'PATCH' ? { all: true } : undefined });
      expect(res.statusCode).toBe(401);
    }
  });

  it('shows the four calls in the OpenAPI document with their security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [url, method] of [
      [READ, 'get'],
      [MARK, 'patch'],
      [DEALER_READ, 'get'],
      [DEALER_MARK, 'patch'],
    ] as const) {
      const operation = doc.paths[url][method];
      expect(operation.security).toEqual([{ [url.startsWith('/api/vendor/') ? 'dealerToken' : 'buyerToken']: [] }]);
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.responses['200']).toBeDefined();
    }
    expect(doc.paths[READ].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['x-limit', 'x-offset']));
    expect(doc.paths[MARK].patch.requestBody).toBeDefined();
  });
});
