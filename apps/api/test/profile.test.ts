import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { multipart, signInBuyer } from './helpers/buyers';
import { onPostgres } from './helpers/database';

const GET = '/api/auth/profile/v1/read/get-profile';
const UPDATE = '/api/auth/profile/v1/update/update-profile';
const PIC = '/api/auth/profile/v1/update/update-profile-pic';

describe(`profile (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (token: string) => t.app.inject({ method: 'GET', url: GET, headers: { 'x-access-token': token } });
  const patch = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: UPDATE, headers: { 'x-access-token': token }, payload });
  const upload = (token: string, bytes: Buffer, name = 'me.png', type = 'image/png', field = 'image_url') => {
    const body = multipart(field, name, type, bytes);
    return t.app.inject({ method: 'PATCH', url: PIC, payload: body.payload, headers: { ...body.headers, 'x-access-token': token } });
  };

  it("reads the profile in the contract's shape", async () => {
    const { phone, token } = await signInBuyer(t);
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        user_personal_data: {
          full_name: 'Aarav Mehta',
          phone,
          email: `buyer${phone}@example.com`,
          gender: null,
          user_profile_pic: null,
          profile_pic: null,
        },
        user_address: { city: null, state: null },
        booking_id: null,
        test_drive_id: null,
      },
    });
  });

  it('edits name, e-mail, gender, city and state', async () => {
    const { token } = await signInBuyer(t);
    const res = await patch(token, {
      personal_data: { full_name: 'Aarav K Mehta', email: 'aarav@example.in', gender: 1 },
      address: { city: 'Lucknow', state: 'Uttar Pradesh' },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(token)).json().data).toMatchObject({
      user_personal_data: { full_name: 'Aarav K Mehta', email: 'aarav@example.in', gender: 1 },
      user_address: { city: 'Lucknow', state: 'Uttar Pradesh' },
    });
  });

  it("refuses a save that changes nothing, with the form's text", async () => {
    const { token } = await signInBuyer(t);
    const current = (await get(token)).json().data;
    const res = await patch(token, {
      personal_data: { full_name: current.user_personal_data.full_name, email: current.user_personal_data.email },
      address: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Old data cannot be submitted. Please make some changes.');
  });

  it.each([
    ['a phone change', { personal_data: { phone: '9999999999' } }, 'Phone number cannot be changed.'],
    ['an unknown gender', { personal_data: { gender: 4 } }, 'Gender must be 1 (Male), 2 (Female) or 3 (Other)'],
    ['a bad e-mail', { personal_data: { email: 'nope' } }, 'Please enter a valid email address'],
    ['an unknown field', { personal_data: { role: 'admin' } }, /Unknown field/],
    ['a too long city', { address: { city: 'X'.repeat(61) } }, 'City must be at most 60 characters'],
    ['an address that is not an object', { address: 'Pune' }, 'address must be an object'],
    ['personal data that is a list', { personal_data: ['Asha'] }, 'personal_data must be an object'],
  ])('refuses %s and changes nothing', async (_what, body, message) => {
    const { token } = await signInBuyer(t);
    const before = (await get(token)).json().data;
    const res = await patch(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect((await get(token)).json().data).toEqual(before);
  });

  it("never lets one buyer's token read or change another buyer's profile", async () => {
    const a = await signInBuyer(t);
    const b = await signInBuyer(t);
    await patch(b.token, { personal_data: { full_name: 'Bina Rao' } });
    expect((await get(a.token)).json().data.user_personal_data.full_name).toBe('Aarav Mehta');
    expect((await get(a.token)).json().data.user_personal_data.phone).toBe(a.phone);
    expect((await get(b.token)).json().data.user_personal_data.phone).toBe(b.phone);
  });

  describe('picture', () => {
    const photo = (format: 'png' | 'jpeg' | 'webp') =>
      sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a5c3e' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-marker' } } })
        .toFormat(format)
        .toBuffer();

    it('re-encodes an image under a random name, strips its metadata and deletes the previous one', async () => {
      const { token } = await signInBuyer(t);
      const first = await upload(token, await photo('jpeg'), 'holiday.jpg', 'image/jpeg');
      expect(first.statusCode).toBe(200);
      const url: string = first.json().data.user_profile_pic;
      expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('secret-location-marker')).toBe(false);
      expect((await get(token)).json().data.user_personal_data.user_profile_pic).toBe(url);

      const second = await upload(token, await photo('png'));
      expect(second.statusCode).toBe(200);
      expect(existsSync(path.join(t.dataDir, 'uploads', path.basename(url)))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('accepts WebP', async () => {
      const { token } = await signInBuyer(t);
      expect((await upload(token, await photo('webp'), 'a.webp', 'image/webp')).statusCode).toBe(200);
    });

    it.each([
      ['a text file named .png', Buffer.from('hello, this is not an image'), 400, 'The picture must be a JPEG, PNG or WebP image.'],
      [
        'a 6 MB file',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(6 * 1024 * 1024)]),
        413,
        'The file is too large: at most 5 MB.',
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        400,
        'The picture must be a JPEG, PNG or WebP image.',
      ],
    ])('refuses %s and keeps the old picture', async (_what, bytes, status, message) => {
      const { token } = await signInBuyer(t);
      const before = (await upload(token, await photo('png'))).json().data.user_profile_pic;
      const res = await upload(token, bytes);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
      expect((await get(token)).json().data.user_personal_data.user_profile_pic).toBe(before);
    });

    it('refuses a request without a file, a wrong field and a non-multipart body', async () => {
      const { token } = await signInBuyer(t);
      const wrongField = await upload(token, await photo('png'), 'me.png', 'image/png', 'avatar');
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toBe('The picture must be sent in the field image_url.');
      const json = await t.app.inject({
        method: 'PATCH',
        url: PIC,
        headers: { 'x-access-token': token },
        payload: { image_url: 'http://x/y.png' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe('Please send the file as multipart/form-data.');
    });

    it('needs a token', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: PIC, ...multipart('image_url', 'a.png', 'image/png', await photo('png')) });
      expect(res.statusCode).toBe(401);
    });
  });
});
