// A dealership applies to sell (its GSTIN checked by its check character, its state against the city, the
// PAN inside it; its trade certificate checked by content and kept private), an operator reads the
// application and its certificate, and approves it (the dealer account is created and can sign in) or
// rejects it with a reason; the applicant is told each step by SMS and can look its state up.
import { dealerApplicationPaths, gstinCheckCharacter, opsPaths, vendorAccountPaths, vendorListingPaths } from '@luxe/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../src/background';
import { queryRows } from '../src/db/client';
import { JobRunner } from '../src/jobs/runner';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { multipartForm, type UploadFile } from './helpers/multipart';
import { createDealer, signInDealer } from './helpers/dealers';
import { signInOperator } from './helpers/operators';

const silent = { info() {}, error() {} };
let t: TestApp;
let operator: string;
let runner: JobRunner;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await signInOperator(t)).token;
  runner = new JobRunner(t.app.deps, backgroundJobs, silent);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let serial = 0;

/** A valid GSTIN of a state and a PAN of its own, different for every call. */
function gstinFor(stateCode: string): { gstin: string; pan: string } {
  serial += 1;
  const pan = `AAB${'CFH'[serial % 3]}P${String(1000 + serial).slice(-4)}K`;
  const first14 = `${stateCode}${pan}1Z`;
  return { gstin: first14 + gstinCheckCharacter(first14), pan };
}

function applicationFields(overrides: Record<string, string> = {}) {
  serial += 1;
  const { gstin, pan } = gstinFor('27');
  return {
    business_name: 'Prestige Motors',
    contact_name: 'Asha Rao',
    phone: `63${String(10_000_000 + serial * 7717).slice(-8)}`,
    email: 'sales@prestige.in',
    city: 'Mumbai',
    address: '12 Linking Road, Bandra West',
    pincode: '400050',
    gstin,
    pan,
    ...overrides,
  };
}

const certificate: UploadFile = { bytes: PDF, type: 'application/pdf', name: 'certificate.pdf' };

let address = 0;
/** Each application from an address of its own, as dealerships apply (one address may send 5 a day). */
function apply(fields: Record<string, string>, file: UploadFile | null = certificate, remoteAddress?: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: dealerApplicationPaths.create,
    remoteAddress: remoteAddress ?? `10.9.${Math.floor(address / 250)}.${address % 250}`,
    ...multipartForm(fields, 'trade_certificate', file ? [file] : []),
  });
}

const ops = (method: 'GET' | 'PATCH', url: string, payload?: object, token = operator) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

const storedDocuments = () => t.app.deps.documents.list();

describe('applying to sell', () => {
  it('takes an application, answers its number, texts it, and keeps the certificate private', async () => {
    const fields = applicationFields({ gstin: '', pan: '' });
    Object.assign(fields, gstinFor('27'));
    // Typed as people type them: lower case, spaces.
    const typed = { ...fields, gstin: ` ${fields.gstin.toLowerCase().replace(/(.{5})/, '$1 ')} `, pan: fields.pan.toLowerCase() };
    const res = await apply(typed);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'submitted', application_number: expect.stringMatching(/^LW-A-\d{6}$/) });
    await runner.runDue();
    expect(t.sms.texts.filter((s) => s.phone === fields.phone).map((s) => s.text)).toEqual([
      expect.stringContaining(data.application_number),
    ]);
    const [row] = await queryRows<{ gstin: string; pan: string; state: string }>(
      t.database.db,
      sql`select gstin, pan, state from dealer_applications where id = ${data.application_id}`,
    );
    expect(row).toEqual({ gstin: fields.gstin, pan: fields.pan, state: 'Maharashtra' });
    // Nothing under the public uploads' address serves it.
    const [name] = await storedDocuments();
    expect(name).toMatch(/\.pdf$/);
    expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${name}` })).statusCode).not.toBe(200);

    const status = await t.app.inject({
      method: 'GET',
      url: `${dealerApplicationPaths.status}?application_number=${data.application_number.toLowerCase()}&phone=${fields.phone}`,
    });
    expect(status.json().data).toMatchObject({ status: 'submitted', business_name: 'Prestige Motors', reason: null });
    const otherPhone = await t.app.inject({
      method: 'GET',
      url: `${dealerApplicationPaths.status}?application_number=${data.application_number}&phone=9999999999`,
    });
    expect(otherPhone.statusCode).toBe(404);
  });

  it('refuses each bad field with a 400 naming it, and keeps nothing', async () => {
    const before = (await storedDocuments()).length;
    const good = applicationFields();
    const typo = good.gstin.slice(0, 14) + (good.gstin[14] === 'A' ? 'B' : 'A');
    const delhi = gstinFor('07');
    const cases: [Record<string, string>, UploadFile | null, string, RegExp][] = [
      [{ ...good, gstin: typo }, certificate, 'gstin', /check character/],
      [{ ...good, ...delhi }, certificate, 'gstin', /Maharashtra \(state code 27\)/],
      [{ ...good, pan: 'AABCP9999Z' }, certificate, 'pan', /inside the GSTIN/],
      [{ ...good, gstin: '27ABC' }, certificate, 'gstin', /15 characters/],
      [{ ...good, city: 'Atlantis' }, certificate, 'city', /city must be one of/],
      [{ ...good, pincode: '012345' }, certificate, 'pincode', /6 digits/],
      [{ ...good, phone: '12345' }, certificate, 'phone', /10 digits/],
      [{ ...good, business_name: '<script>' }, certificate, 'business_name', /control characters or < >/],
      [good, null, 'trade_certificate', /required/],
      [good, { ...certificate, bytes: Buffer.from('MZ not a document') }, 'trade_certificate', /PDF, JPEG, PNG or WebP/],
      [good, { ...certificate, bytes: Buffer.from('%PDF-1.4 cut short') }, 'trade_certificate', /not a complete PDF/],
      [{ ...good, extra: 'x' }, certificate, 'extra', /Unknown field extra/],
    ];
    for (const [fields, file, field, message] of cases) {
      const res = await apply(fields, file);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field, message: expect.stringMatching(message) });
    }
    const big = await apply(good, { ...certificate, bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.json()).toMatchObject({ field: 'trade_certificate', message: expect.stringMatching(/at most 5 MB/) });
    expect((await storedDocuments()).length).toBe(before);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from dealer_applications where phone = ${good.phone}`,
    );
    expect(count!.n).toBe(0);
  });

  it('takes 5 applications a day from one address', async () => {
    for (let i = 0; i < 5; i++) expect((await apply(applicationFields(), certificate, '10.8.8.8')).statusCode).toBe(200);
    const sixth = await apply(applicationFields(), certificate, '10.8.8.8');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/applications from this address/);
  });

  it('takes a photo of the certificate, re-encoded without its metadata', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#dddddd' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .jpeg()
      .toBuffer();
    const res = await apply(applicationFields(), { bytes: jpeg, type: 'image/jpeg', name: 'photo.jpg' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = await ops('GET', `${opsPaths.applicationDocument}?application_id=${res.json().data.application_id}`);
    expect(doc.headers['content-type']).toBe('image/webp');
    expect(doc.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('refuses a second application waiting from the same phone or GSTIN, and a phone that is a dealer already', async () => {
    const fields = applicationFields();
    expect((await apply(fields)).statusCode).toBe(200);
    const samePhone = await apply({ ...applicationFields(), phone: fields.phone });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toMatch(/already waiting/);
    const sameGstin = await apply({ ...applicationFields(), gstin: fields.gstin, pan: fields.pan });
    expect(sameGstin.statusCode).toBe(409);
    const dealer = await createDealer(t.database.db);
    const res = await apply({ ...applicationFields(), phone: dealer.phone });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already a dealer/);
  });
});

describe('deciding an application', () => {
  it('approves: the dealer is created, told how to sign in, signs in; the log has it; a second decision is refused', async () => {
    const fields = applicationFields();
    const id = (await apply(fields)).json().data.application_id as number;
    const listed = (await ops('GET', opsPaths.applications)).json().data;
    expect(listed.applications.map((a: { application_id: number }) => a.application_id)).toContain(id);
    const doc = await ops('GET', `${opsPaths.applicationDocument}?application_id=${id}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toMatch(/^inline;/);
    expect(doc.headers['cache-control']).toBe('private, no-store');
    expect(doc.rawPayload.equals(PDF)).toBe(true);

    // Before the approval the phone opens nothing at the Vendor's Hub.
    await t.app.inject({ method: 'POST', url: vendorAccountPaths.sendOtp, payload: { phone: fields.phone } });
    expect(() => t.sms.lastCode(fields.phone)).toThrow();
    t.clock.advance(61_000);

    const res = await ops('PATCH', opsPaths.decideApplication, { application_id: id, decision: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json().data;
    expect(decided).toMatchObject({ status: 'approved', vendor_id: expect.any(Number), decided_by: { name: expect.any(String) } });
    await runner.runDue();
    expect(t.sms.texts.filter((s) => s.phone === fields.phone).map((s) => s.text)).toContainEqual(
      expect.stringMatching(/approved\. Sign in at http.*\/vendor/),
    );
    const token = await signInDealer(t, fields.phone);
    const cars = await t.app.inject({ method: 'GET', url: vendorListingPaths.cars, headers: { 'x-access-token': token } });
    expect(cars.statusCode).toBe(200);
    const [dealer] = await queryRows<{ name: string; city: string; state: string; license_no: string; vendor_code: string }>(
      t.database.db,
      sql`select name, city, state, license_no, vendor_code from vendors where id = ${decided.vendor_id}`,
    );
    expect(dealer).toEqual({
      name: 'Prestige Motors',
      city: 'Mumbai',
      state: 'Maharashtra',
      license_no: fields.gstin,
      vendor_code: `LXW-MUM-${String(decided.vendor_id).padStart(5, '0')}`,
    });

    const again = await ops('PATCH', opsPaths.decideApplication, { application_id: id, decision: 'rejected', reason: 'Too late now' });
    expect(again.statusCode).toBe(409);
    const log = (await ops('GET', opsPaths.auditEvents)).json().data.events as { action: string; subject: { id: number } | null }[];
    expect(log.filter((e) => e.action.startsWith('application.') && e.subject?.id === id).map((e) => e.action)).toEqual([
      'application.approved',
    ]);
  });

  it('rejects with a reason only, tells the applicant why, and shows it on the status check', async () => {
    const fields = applicationFields();
    const created = (await apply(fields)).json().data;
    const noReason = await ops('PATCH', opsPaths.decideApplication, { application_id: created.application_id, decision: 'rejected' });
    expect(noReason.json()).toMatchObject({ field: 'reason' });
    const res = await ops('PATCH', opsPaths.decideApplication, {
      application_id: created.application_id,
      decision: 'rejected',
      reason: 'The trade certificate has expired.',
    });
    expect(res.json().data).toMatchObject({ status: 'rejected', vendor_id: null, reason: 'The trade certificate has expired.' });
    await runner.runDue();
    expect(t.sms.texts.filter((s) => s.phone === fields.phone).map((s) => s.text)).toContainEqual(
      expect.stringMatching(/not approved: The trade certificate has expired\./),
    );
    const status = await t.app.inject({
      method: 'GET',
      url: `${dealerApplicationPaths.status}?application_number=${created.application_number}&phone=${fields.phone}`,
    });
    expect(status.json().data).toMatchObject({ status: 'rejected', reason: 'The trade certificate has expired.' });
    // Rejected, the phone may apply again.
    expect((await apply({ ...applicationFields(), phone: fields.phone })).statusCode).toBe(200);
  });

  it('opens none of this to a buyer or a dealer, and answers 404 for an unknown application', async () => {
    const buyer = (await signInBuyer(t)).token;
    const dealer = await signInDealer(t, (await createDealer(t.database.db)).phone);
    for (const token of [buyer, dealer]) {
      expect((await ops('GET', opsPaths.applications, undefined, token)).statusCode).toBe(401);
      expect((await ops('GET', `${opsPaths.applicationDocument}?application_id=1`, undefined, token)).statusCode).toBe(401);
      expect((await ops('PATCH', opsPaths.decideApplication, { application_id: 1, decision: 'approved' }, token)).statusCode).toBe(401);
    }
    expect((await ops('GET', `${opsPaths.applicationDocument}?application_id=999999`)).statusCode).toBe(404);
    expect((await ops('PATCH', opsPaths.decideApplication, { application_id: 999999, decision: 'approved' })).statusCode).toBe(404);
  });
});
