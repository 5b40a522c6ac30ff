// Two real server processes (src/main.ts) on one PostgreSQL database and one S3 bucket (docs/scaling.md):
// they start at once on an empty database (migrations and the demo catalogue
// take turns), and a buyer goes back and forth between them through a sign-in, a wishlist change, a
// picture upload and a logout, as behind a load balancer.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../src/integrations/s3-file-store';
import { multipart, newPhone } from './helpers/buyers';
import { adminQuery, onPostgres } from './helpers/database';
import { startProcess, waitForOutput, type Running } from './helpers/processes';
import { startS3StandIn, type S3StandIn } from './helpers/s3';

const adminUrl = process.env.TEST_DATABASE_URL;

interface Server extends Running {
  name: string;
  url: string;
}

async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const running = startProcess(env);
  try {
    // The last line of a start: listening, and the first pages rendered.
    await waitForOutput(running, /Luxe Wheels is running/, 1200);
  } catch (error) {
    running.child.kill('SIGKILL');
    throw new Error(`server ${name}: ${(error as Error).message}`);
  }
  const [, url] = running.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)!;
  return { ...running, name, url: url! };
}

describe.skipIf(!onPostgres || !adminUrl)(
  'two servers on one PostgreSQL database and one S3 bucket (PostgreSQL only: TEST_DB=postgres with TEST_DATABASE_URL; an embedded database belongs to one process)',
  () => {
    const databaseName = `luxe_test_${randomBytes(6).toString('hex')}`;
    const dataDirs = [mkdtempSync(path.join(tmpdir(), 'luxe-a-')), mkdtempSync(path.join(tmpdir(), 'luxe-b-'))];
    let standIn: S3StandIn;
    let a: Server;
    let b: Server;

    beforeAll(async () => {
      standIn = await startS3StandIn();
      // An empty database: both servers migrate it and seed it at the same moment, as a first deploy does.
      await adminQuery(`create database ${databaseName}`);
      const databaseUrl = new URL(adminUrl!);
      databaseUrl.pathname = `/${databaseName}`;
      // What servers must share (docs/scaling.md): the database, the bucket and the secrets. Each has its
      // own DATA_DIR, so a secret left to secrets.json would differ between them.
      const shared = {
        DATABASE_URL: databaseUrl.toString(),
        PORT: '0',
        DEMO_CARS: '4',
        OTP_SECRET: randomBytes(32).toString('base64url'),
        TEST_GATEWAY_KEY_SECRET: randomBytes(32).toString('base64url'),
        TEST_GATEWAY_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
        ...standIn.env,
      };
      [a, b] = await Promise.all([
        startServer('A', { ...shared, DATA_DIR: dataDirs[0]! }),
        startServer('B', { ...shared, DATA_DIR: dataDirs[1]! }),
      ]);
    }, 180_000);

    afterAll(async () => {
      for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await standIn?.close();
      await adminQuery(`drop database if exists ${databaseName} with (force)`);
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    const call = async (server: Server, method: string, url: string, options: { token?: string; json?: unknown } = {}) => {
      const res = await fetch(server.url + url, {
        method,
        headers: {
          ...(options.token ? { 'x-access-token': options.token } : {}),
          ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : {} };
    };
    const upload = async (server: Server, token: string, bytes: Buffer) => {
      const form = multipart('image_url', 'me.png', 'image/png', bytes);
      const res = await fetch(`${server.url}/api/auth/profile/v1/update/update-profile-pic`, {
        method: 'PATCH',
        headers: { ...form.headers, 'x-access-token': token },
        body: form.payload,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { data: { user_profile_pic: string } }).data.user_profile_pic;
    };
    const fetchBytes = async (server: Server, url: string) => {
      const res = await fetch(server.url + url);
      return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const picture = (background: string) =>
      sharp({ create: { width: 300, height: 300, channels: 3, background } })
        .png()
        .toBuffer();

    it('both started on the shared database and bucket, and the demo catalogue was made once', async () => {
      for (const server of [a, b]) expect(server.output()).toContain('uploads in the bucket luxe-uploads');
      const seeded = [a, b].filter((s) => s.output().includes('demo catalogue of 4 cars created'));
      expect(seeded).toHaveLength(1);
      const list = await call(b, 'GET', '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter');
      expect(list.body.data.filteredCars.pagination).toMatchObject({ total: 4 });
    });

    let token = '';
    it('signs in with a code sent by one server and checked by the other', async () => {
      const phone = newPhone();
      const signUp = await call(a, 'POST', '/api/sign-up/v1/form', {
        json: { full_name: 'Kavya Iyer', email: `kavya${phone}@example.in`, phone },
      });
      expect(signUp.status).toBe(200);
      const sent = await call(b, 'POST', '/api/login/v1/send-otp', { json: { phone } });
      expect(sent.status).toBe(200);
      const code: string = sent.body.data.otp;
      expect(code).toMatch(/^\d{6}$/);
      const verified = await call(a, 'POST', '/api/login/v1/verify-otp', { json: { phone, otp: code } });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      token = verified.body.data.accessToken;
      // The code is single use on both: B has not kept a copy of its own.
      const again = await call(b, 'POST', '/api/login/v1/verify-otp', { json: { phone, otp: code } });
      expect(again.body.message).toBe('This code is no longer valid. Please request a new code.');
      expect((await call(b, 'GET', '/api/auth/profile/v1/read/get-profile', { token })).body.data.user_personal_data.phone).toBe(phone);
    });

    it('a wishlist changed on one server reads the same on the other', async () => {
      const list = await call(a, 'GET', '/api/public/app-landing-page/cars/v1/read/carlist-with-and-WithoutFilter');
      const carId: number = list.body.data.filteredCars.cars[0].id;
      expect((await call(a, 'POST', '/api/auth/wishlist/v1/create/add-wishlist', { token, json: { car_id: carId } })).status).toBe(200);
      const onB = await call(b, 'GET', '/api/auth/wishlist/v1/read/get-wishlist', { token });
      expect(onB.body.data.wishlist.map((w: { car_id: number }) => w.car_id)).toEqual([carId]);
      expect((await call(b, 'DELETE', '/api/auth/wishlist/v1/create/add-wishlist', { token, json: { car_id: carId } })).status).toBe(200);
      expect((await call(a, 'GET', '/api/auth/wishlist/v1/read/get-wishlist', { token })).body.data.wishlist).toEqual([]);
    });

    it('a picture uploaded on one server is served by the other, and replacing it on the other deletes it for both', async () => {
      const first = await upload(a, token, await picture('#7a1f1f'));
      const fromA = await fetchBytes(a, first);
      const fromB = await fetchBytes(b, first);
      expect(fromB.status).toBe(200);
      expect(fromB.type).toBe('image/webp');
      expect(fromB.bytes).toEqual(fromA.bytes);
      expect((await call(b, 'GET', '/api/auth/profile/v1/read/get-profile', { token })).body.data.user_personal_data.user_profile_pic).toBe(
        first,
      );

      const second = await upload(b, token, await picture('#1f7a1f'));
      expect((await fetchBytes(a, first)).status).toBe(404);
      expect((await fetchBytes(b, first)).status).toBe(404);
      expect((await fetchBytes(a, second)).status).toBe(200);
      const store = new S3FileStore(standIn.settings);
      expect(await store.list()).toEqual([second.slice('/media/uploads/'.length)]);
      store.close();
    });

    it('a logout on one server is refused on the other', async () => {
      expect((await call(a, 'POST', '/api/auth/logout/v1/logout', { token })).status).toBe(200);
      expect((await call(b, 'GET', '/api/auth/profile/v1/read/get-profile', { token })).status).toBe(401);
      expect((await call(a, 'GET', '/api/auth/profile/v1/read/get-profile', { token })).status).toBe(401);
    });

    it('both stop cleanly', async () => {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
    });
  },
);
