// Every JSON call with hostile values in each of its inputs: none may fail on the server's side (5xx), and
// each refusal must say what is wrong in words, not in the validator's, and name the field.
import { accountPaths, cataloguePaths, contactPaths, wishlistPaths } from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { onPostgres } from './helpers/database';

const TEXTS = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '%',
  '_',
  '\\',
  "'; drop table cars;--",
  'a'.repeat(5000),
  '🚗',
  '\u0000',
  'NaN',
  '0x10',
  '+5',
  '٣',
  '1,2',
  ',,,',
];
const JSON_VALUES: unknown[] = [...TEXTS, null, true, 12, -3, 1.5, 99_999_999_999, [], {}, ['a']];
/** Values a header can carry (no control or non-ASCII characters). */
const HEADER_VALUES = TEXTS.filter((v) => /^[\x20-\x7e]*$/.test(v));

/** What a refusal must not read like: the validator's own words. */
const RAW = /Invalid (input|string|option)|expected|pattern|received/;

describe(`hostile input (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  let token: string;
  let client = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await signInBuyer(t));
  });
  afterAll(() => t.close());

  const faults: string[] = [];
  async function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, body?: unknown) {
    // A client of its own for each request: the rate limits are not what is tested here.
    const remoteAddress = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
    const res = await t.app.inject({
      method,
      url,
      headers,
      remoteAddress,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const what = `${method} ${url.slice(0, 90)} ${JSON.stringify(headers).slice(0, 60)} ${JSON.stringify(body)?.slice(0, 60) ?? ''}`;
    let message: unknown;
    try {
      message = res.json().message;
    } catch {
      faults.push(`${what}: not JSON (${res.statusCode})`);
      return;
    }
    if (res.statusCode >= 500) faults.push(`${what}: ${res.statusCode} ${String(message)}`);
    else if (res.statusCode >= 400 && (typeof message !== 'string' || RAW.test(message))) faults.push(`${what}: "${String(message)}"`);
  }
  const json = { 'content-type': 'application/json' };
  const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

  it('catalogue reads: every query parameter and header', async () => {
    const listParams = [
      ...['car_brand', 'car_type', 'fuel_type', 'color', 'transmission', 'location', 'year', 'kilometers'],
      ...['min_price', 'max_price', 'price_sorting', 'search', 'x-limit', 'x-offset'],
    ];
    for (const value of TEXTS) {
      for (const param of listParams) await send('GET', query(cataloguePaths.carList, { [param]: value }), {});
      for (const param of ['cities_limit', 'car_brands_limit', 'distance_limit', 'categories_limit'])
        await send('GET', query(cataloguePaths.headerMenu, { [param]: value }), {});
      await send('GET', query(cataloguePaths.carDetails, { car_id: value }), {});
    }
    for (const value of HEADER_VALUES) {
      for (const header of ['x-limit', 'x-offset']) {
        await send('GET', cataloguePaths.carList, { [header]: value });
        await send('GET', cataloguePaths.brands, { [header]: value });
      }
      for (const header of ['vendor_id', 'offset', 'limit'])
        await send('GET', cataloguePaths.vendorCars, { vendor_id: '1', [header]: value });
      await send('GET', cataloguePaths.compareCars, { 'x-access-token': token, 'x-car-ids': value });
      await send('GET', cataloguePaths.compareCars, { 'x-access-token': token, 'x-car-ids': `1,${value}` });
      await send('GET', cataloguePaths.carList, { 'x-access-token': value });
    }
    await send('GET', `${cataloguePaths.carList}?search=a&search=b`, {});
    await send('GET', `${cataloguePaths.carDetails}?car_id=1&car_id=2`, {});
    expect(faults).toEqual([]);
  });

  it('wishlist, contact and account writes: every field, and bodies of every kind', async () => {
    const contact = { name: 'Meera Iyer', description: 'Is the Q7 still listed?', email: 'meera@example.com', phone_number: '9123456780' };
    const signUp = { full_name: 'Asha Rao', email: 'asha@example.com', phone: '9876500001' };
    const auth = { ...json, 'x-access-token': token };
    for (const value of JSON_VALUES) {
      for (const method of ['POST', 'DELETE'] as const) await send(method, wishlistPaths.add, auth, { car_id: value });
      for (const field of Object.keys(contact)) await send('POST', contactPaths.create, json, { ...contact, [field]: value });
      for (const field of Object.keys(signUp)) await send('POST', accountPaths.signUp, json, { ...signUp, [field]: value });
      await send('POST', accountPaths.sendOtp, json, { phone: value });
      await send('POST', accountPaths.verifyOtp, json, { phone: '9876500001', otp: value });
      for (const field of ['full_name', 'email', 'gender', 'phone'])
        await send('PATCH', accountPaths.updateProfile, auth, { personal_data: { [field]: value } });
      for (const field of ['city', 'state']) await send('PATCH', accountPaths.updateProfile, auth, { address: { [field]: value } });
      await send('PATCH', accountPaths.updateProfile, auth, { personal_data: value });
      for (const url of [wishlistPaths.add, contactPaths.create, accountPaths.signUp, accountPaths.updateProfile])
        await send(url === accountPaths.updateProfile ? 'PATCH' : 'POST', url, auth, value);
    }
    expect(faults).toEqual([]);
  });
});
