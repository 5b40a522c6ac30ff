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

  it('limits messages per e-mail address and per network', async () => {
    const email = { ...good, email: 'busy@example.com' };
    for (let i = 0; i < 5; i++) expect((await send(email, `198.51.100.${10 + i}`)).statusCode).toBe(200);
    const over = await send(email, '198.51.100.99');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many messages from this e-mail address/);
  });
});
