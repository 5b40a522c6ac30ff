import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/app';
import { onPostgres } from './helpers/database';

const CONTACT = '/api/public/contact-us/v1/create/contact-us';
const good = {
  name: 'Meera Iyer',
  description: 'I would like to sell my 2019 Audi Q7 through your platform.',
  email: 'meera@example.com',
  phone_number: '9123456780',
};

describe(`contact us (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const send = (payload: object, remoteAddress = '198.51.100.1') => t.app.inject({ method: 'POST', url: CONTACT, payload, remoteAddress });
  const stored = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from contact_messages`))[0]!.n;

  it('stores a message', async () => {
    const res = await send(good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you for reaching out. Our team will get back to you within 2 business days.',
    });
    const [row] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`select name, email, phone_number, description from contact_messages`,
    );
    expect(row).toEqual({ name: good.name, email: good.email, phone_number: good.phone_number, description: good.description });
  });

  it('refuses text holding the NUL character, which the database cannot store, and stores nothing', async () => {
    const before = await stored();
    const res = await send({ ...good, description: 'Hello\u0000 there, is the Q7 still listed?' }, '198.51.100.9');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Text must not contain the NUL character (\\u0000)');
    // The six characters \u0000 typed as text are not a NUL character.
    const typed = await send({ ...good, description: 'Typed as text: \\u0000 is not a NUL' }, '198.51.100.9');
    expect(typed.statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
    // However deep it hides, in a key or a value.
    const deep = '['.repeat(20_000) + '"\\u0000"' + ']'.repeat(20_000);
    for (const payload of [deep, '{"name":{"a\\u0000":1}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: CONTACT,
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '198.51.100.9',
      });
      expect(res.json().message).toBe('Text must not contain the NUL character (\\u0000)');
    }
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    ['a bad e-mail', { ...good, email: 'nope' }, 'Please enter a valid email address'],
    ['a short phone', { ...good, phone_number: '12345' }, 'Phone number must be 10 digits starting with 6, 7, 8 or 9'],
    ['a long description', { ...good, description: 'x'.repeat(2001) }, 'description must be at most 2000 characters'],
    ['an empty name', { ...good, name: '' }, 'name must be at least 2 characters'],
    ['no description', { name: good.name, email: good.email, phone_number: good.phone_number }, 'description is required'],
  ])('refuses %s and stores nothing', async (_label, payload, message) => {
    const before = await stored();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored()).toBe(before);
  });

  // Names in any script India writes, composed characters included.
  it.each([['अमित कुमार'], ['செல்வி முருகன்'], ['সৌরভ গঙ্গোপাধ্যায়'], ['Jose\u0301 Garci\u0301a']])(
    'takes the name %s and stores it in NFC',
    async (name) => {
      const res = await send({ ...good, name, email: `n${name.length}@example.com` }, '198.51.100.30');
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await queryRows<{ name: string }>(t.database.db, sql`select name from contact_messages order by id desc limit 1`);
      expect(row!.name).toBe(name.normalize('NFC'));
    },
  );

  it.each([
    ['a name of digits only', { name: '9876543210' }, 'name must be a name, not a number'],
    ['a name of Devanagari digits', { name: '१२३४५' }, 'name must be a name, not a number'],
    ['a control character in the name', { name: 'Meera\u0001Iyer' }, 'name must not contain control characters'],
    ['a terminal escape in the name', { name: '\u001b[31mMeera' }, 'name must not contain control characters'],
    ['a symbol in the name', { name: 'Meera <Iyer>' }, "name may contain only letters, spaces and . ' -"],
    [
      'a control character in the description',
      { description: 'Hello\u0001 there, the Q7?' },
      'description must not contain control characters (line breaks and tabs are fine)',
    ],
    [
      'a terminal escape in the description',
      { description: 'Hello \u001b[2J\u001b[Hthere' },
      'description must not contain control characters (line breaks and tabs are fine)',
    ],
    [
      'a C1 control in the description',
      { description: 'Hello \u009b31m there' },
      'description must not contain control characters (line breaks and tabs are fine)',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_what, change, message) => {
    const before = await stored();
    const res = await send({ ...good, ...change }, '198.51.100.31');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field: Object.keys(change)[0] });
    expect(await stored()).toBe(before);
  });

  it('keeps line breaks and tabs in the description, a carriage return as a line feed', async () => {
    const res = await send(
      { ...good, email: 'lines@example.com', description: 'Dear team,\r\n\tIs the Q7 listed?\nThanks' },
      '198.51.100.32',
    );
    expect(res.statusCode).toBe(200);
    const [row] = await queryRows<{ description: string }>(
      t.database.db,
      sql`select description from contact_messages order by id desc limit 1`,
    );
    expect(row!.description).toBe('Dear team,\n\tIs the Q7 listed?\nThanks');
  });

  it('limits messages per e-mail address and per network', async () => {
    const email = { ...good, email: 'busy@example.com' };
    for (let i = 0; i < 5; i++) expect((await send(email, `198.51.100.${10 + i}`)).statusCode).toBe(200);
    const over = await send(email, '198.51.100.99');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many messages from this e-mail address/);
  });
});

// X-Forwarded-For is believed only from the proxies TRUST_PROXY names: otherwise any client could name any
// address and escape the per-address limits.
describe(`the client's address behind proxies (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const appWith = async (env: Record<string, string>) => {
    const t = await createTestApp({ env });
    apps.push(t);
    return t;
  };
  const sendFrom = (t: TestApp, i: number, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: CONTACT,
      payload: { ...good, email: `writer${i}@example.com` },
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const storedAddresses = async (t: TestApp) =>
    (await queryRows<{ client_ip: string }>(t.database.db, sql`select client_ip from contact_messages order by id`)).map(
      (r) => r.client_ip,
    );

  it('ignores X-Forwarded-For unless TRUST_PROXY says so: the limit per network holds and the real address is stored', async () => {
    const t = await appWith({});
    for (let i = 0; i < 10; i++) expect((await sendFrom(t, i, `203.0.113.${i}`)).statusCode).toBe(200);
    expect((await sendFrom(t, 10, '203.0.113.99')).statusCode).toBe(429);
    expect((await sendFrom(t, 11, 'not-an-ip<script>')).statusCode).toBe(429);
    expect(new Set(await storedAddresses(t))).toEqual(new Set(['192.0.2.50']));
  });

  it('with TRUST_PROXY=1 takes the address the one proxy appended (the last), never what the client wrote before it', async () => {
    const t = await appWith({ TRUST_PROXY: '1' });
    for (let i = 0; i < 10; i++) expect((await sendFrom(t, i, `203.0.113.${i}, 198.51.100.7`)).statusCode).toBe(200);
    expect((await sendFrom(t, 10, 'not-an-ip<script>, 198.51.100.7')).statusCode).toBe(429);
    expect((await sendFrom(t, 11, '198.51.100.8')).statusCode).toBe(200);
    expect(await storedAddresses(t)).toEqual([...Array(10).fill('198.51.100.7'), '198.51.100.8']);
  });

  it('with the proxies named by address, believes X-Forwarded-For only from them', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.50' });
    expect((await sendFrom(t, 0, '203.0.113.5, 10.1.2.3')).statusCode).toBe(200);
    const direct = await t.app.inject({
      method: 'POST',
      url: CONTACT,
      payload: { ...good, email: 'direct@example.com' },
      remoteAddress: '198.51.100.200',
      headers: { 'x-forwarded-for': '203.0.113.6' },
    });
    expect(direct.statusCode).toBe(200);
    expect(await storedAddresses(t)).toEqual(['203.0.113.5', '198.51.100.200']);
  });
});
