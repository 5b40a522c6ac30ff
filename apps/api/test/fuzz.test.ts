// A property-based fuzz of every operation of the served OpenAPI document. For each, with
// a fixed seed and a bounded count, requests the document calls valid and requests that break it, signed
// in as the side its security names. It fails on any 5xx, any status the document does not list, any
// answer that does not match the schema documented for its status, and any valid request refused for a
// reason the document does not tell (except the few rules it cannot express, listed below with why).
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signInBuyer } from './helpers/buyers';
import { createCar } from './helpers/cars';
import { createDealer, signInDealer } from './helpers/dealers';
import { enrolmentOf, signInOperator } from './helpers/operators';
import { onPostgres } from './helpers/database';
import { breaking, dereference, mismatch, valid, type Schema } from './helpers/schema-arbitrary';

const SEED = 20_271_110;
/** Per operation: requests the document calls valid, and requests that break it. */
const VALID_RUNS = 12;
const BREAKING_RUNS = 8;

/**
 * Refusals of a valid request for rules an OpenAPI document cannot express: each matched by the operation
 * and the message, with the reason.
 */
const RULES_BEYOND_THE_DOCUMENT: { operation: RegExp; message: RegExp; why: string }[] = [
  { operation: /verify-otp$/, message: /code|No code was requested/, why: 'the code must be the one the server sent to that phone' },
  { operation: /update-profile$/, message: /^Old data cannot be submitted/, why: 'a save must change something the profile holds' },
  {
    operation: /update-profile$/,
    message: /^Phone number cannot be changed/,
    why: 'personal_data.phone is accepted only to refuse it with a clear message',
  },
  {
    operation: /update-profile-pic$/,
    message: /JPEG, PNG or WebP|could not be read/,
    why: 'the file is checked by its content, not its declared type (see docs/product/every-call.md)',
  },
  { operation: /get-cars$/, message: /2 to 3 different cars/, why: 'the ids must be different from each other' },
  { operation: /carlist-with-and-WithoutFilter$/, message: /min_price must not be above max_price/, why: 'a relation between two fields' },
  { operation: /mark-read$/, message: /either notification_ids or all/, why: 'exactly one of two fields' },
  {
    operation: /auto-prices$/,
    message: /below auto_accept_price|listing price/,
    why: "relations between the prices, and with the car's listing price",
  },
  {
    operation: /(create-order|create-booking|booking\/V1\/update\/cancel)$/,
    message: /required for home delivery/,
    why: 'the address is required only when preferred_location is home',
  },
  {
    operation: /test-drive\/V1\/create\/create-order$/,
    message: /drive_date must be one of the next|slot has already started/,
    why: 'a date among the next 4 days (India time) moves with the clock',
  },
  {
    operation: /verify-payment$/,
    message: /signature|is required with/,
    why: "the provider's signature over the order and payment ids, and the two given together",
  },
  {
    operation: /(mack-an-offer|counter-offer|offer-status-update|offer-status)$/,
    message: /.*/,
    why: "bid ranges and turns depend on the car's price and the negotiation (see docs/product/offers.md)",
  },
  { operation: /order-details$/, message: /one of them/, why: 'exactly one of two ids' },
  {
    operation: /vendor\/cars\/v1\/(create|update)\/car$/,
    message: /must be at least \d+ characters/,
    why: 'text is trimmed before its length is checked',
  },
  { operation: /webhooks\/razorpay$/, message: /webhook signature/, why: 'the provider signs the raw body with a secret' },
  { operation: /confirm-totp$/, message: /Incorrect authenticator code/, why: "the code is the authenticator's of this 30 seconds" },
  {
    operation: /vendor\/cars\/v1\/(create|update)\/car$/,
    message: /cannot be in the future|cannot be before manufacturing_year|choose the brand, model and variant|Nothing to change/,
    why: 'years against today and each other, a variant the catalogue holds, and an edit that changes something',
  },
  {
    operation: /vendor\/cars\/v1\/update\/photos$/,
    message: /one of this car's photos|both kept and removed|every one of the car's photos|names a photo twice/,
    why: "order and remove name each of the car's own photos exactly once",
  },
  {
    operation: /dealer-application\/v1\/create\/application$/,
    message: /GSTIN check character|GSTIN must be registered in|PAN must be the one inside|trade_certificate could not be read/,
    why: "the GSTIN's check character, its state against the city and the PAN inside it; the certificate checked by content",
  },
  {
    operation: /ops\/dealers\/v1\/update\/application$/,
    message: /reason is required to reject/,
    why: 'a rejection needs a reason (the applicant is told it), an approval none',
  },
  {
    operation: /vendor\/cars\/v1\/create\/photos$/,
    message: /JPEG, PNG or WebP|could not be read|A car has at most \d+ photos/,
    why: 'the files are checked by their content, not their declared type, and a car holds at most 20 in all',
  },
  {
    operation: /vendor\/cars\/v1\/create\/inspection-photo$/,
    message: /JPEG, PNG or WebP|could not be read/,
    why: 'the photo is checked by its content, not its declared type',
  },
  {
    operation: /vendor\/cars\/v1\/update\/inspection$/,
    message:
      /not a point of the checklist|answered twice|every point of the checklist|say what needs|a photo shows a point|not a photo uploaded|at most \d+ photos/,
    why: "the points are the checklist's (served by its own call), each once, a note for each that is not a pass, photos the car's own uploads",
  },
  {
    operation: /saved-search\/v1\/create\/search$/,
    message: /^query: /,
    why: "the query is read by the car list's own rules: its filters, their values, and at least one of them",
  },
];

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}

/** A part of a multipart form: a text field, or a file. */
type Part = { name: string; value: string } | { name: string; bytes: Buffer };

interface Request {
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
  /** A body sent as it is (bytes or text), with its content type. */
  raw?: { payload: string | Buffer; contentType: string };
}

describe(`the OpenAPI document, fuzzed (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let t: TestApp;
  let operations: Operation[];
  let buyerToken: string;
  let dealerToken: string;
  let dealerPhone: string;
  let operatorToken: string;
  let png: Buffer;
  let client = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const dealer = await createDealer(t.database.db);
    dealerPhone = dealer.phone;
    for (const price of [2_500_000, 4_800_000, 9_900_000]) await createCar(t.database.db, { vendorId: dealer.id, listingPrice: price });
    ({ token: buyerToken } = await signInBuyer(t));
    dealerToken = await signInDealer(t, dealer.phone);
    ({ token: operatorToken } = await signInOperator(t));
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const resolved = dereference(doc.paths, doc.components.schemas) as Record<string, Record<string, Operation>>;
    operations = Object.entries(resolved).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
    );
  }, 60_000);
  afterAll(() => t.close());

  /** The token a call needs, by the scheme its security names; a sign-out gets one of its own each time. */
  async function tokenFor(op: Operation): Promise<string | undefined> {
    const scheme = Object.keys(op.security?.[0] ?? {})[0];
    if (!scheme) return undefined;
    const signsOut = op.path.includes('logout');
    if (scheme === 'buyerToken') return signsOut ? (await signInBuyer(t)).token : buyerToken;
    if (scheme === 'dealerToken') return signsOut ? signInDealer(t, dealerPhone) : dealerToken;
    if (scheme === 'operatorToken') return signsOut ? (await signInOperator(t)).token : operatorToken;
    // Spent by a right code, and limited to 5 wrong ones: a new operator's each time.
    if (scheme === 'operatorEnrolmentToken') return (await enrolmentOf(t)).token;
    throw new Error(`unknown security scheme ${scheme}`);
  }

  const parameters = (op: Operation, place: 'query' | 'header') => (op.parameters ?? []).filter((p) => p.in === place);

  function parametersArbitrary(op: Operation, place: 'query' | 'header') {
    const list = parameters(op, place);
    return fc.record(Object.fromEntries(list.map((p) => [p.name, valid(p.schema, place)])), {
      requiredKeys: list.filter((p) => p.required).map((p) => p.name),
    });
  }

  function validRequest(op: Operation): fc.Arbitrary<Request> {
    const json = op.requestBody?.content['application/json']?.schema;
    const form = op.requestBody?.content['multipart/form-data']?.schema;
    const body: fc.Arbitrary<Partial<Request>> = json
      ? valid(json).map((b) => ({ body: b }))
      : form
        ? formParts(form).map((parts) => ({ raw: multipart(parts), body: undefined }))
        : fc.constant({});
    return fc
      .tuple(parametersArbitrary(op, 'query'), parametersArbitrary(op, 'header'), body)
      .map(([query, headers, b]) => ({ query, headers, ...b }));
  }

  function breakingRequest(op: Operation): fc.Arbitrary<Request> | undefined {
    const json = op.requestBody?.content['application/json']?.schema;
    const ways: fc.Arbitrary<Request>[] = [];
    const base = validRequest(op);
    for (const place of ['query', 'header'] as const) {
      for (const p of parameters(op, place)) {
        const key = place === 'query' ? 'query' : 'headers';
        const wrong = breaking(p.schema, place);
        if (wrong) ways.push(fc.tuple(base, wrong).map(([r, v]) => ({ ...r, [key]: { ...r[key], [p.name]: v } })));
        if (p.required) ways.push(base.map((r) => ({ ...r, [key]: withoutKey(r[key], p.name) })));
      }
    }
    const wrongBody = json && breaking(json);
    if (wrongBody) ways.push(fc.tuple(base, wrongBody).map(([r, b]) => ({ ...r, body: b })));
    if (op.requestBody) {
      // Not JSON, or not the content type the call takes.
      ways.push(base.map((r) => ({ ...r, raw: { payload: '{"a":', contentType: 'application/json' } })));
      ways.push(base.map((r) => ({ ...r, raw: { payload: 'a=1', contentType: 'application/x-www-form-urlencoded' } })));
    }
    return ways.length ? fc.oneof(...ways) : undefined;
  }

  /**
   * The parts of a form its schema calls valid: each text field a value its schema takes, each file field
   * (or list of files) a picture or bytes that are none, as a file is checked by its content.
   */
  function formParts(form: Schema): fc.Arbitrary<Part[]> {
    const file = fc.constantFrom(png, Buffer.from('not an image at all'));
    const isFile = (schema?: Schema) => schema?.type === 'string' && schema.format === 'binary';
    const fields = Object.entries(form.properties ?? {}).map(([name, schema]): fc.Arbitrary<Part[]> => {
      if (isFile(schema)) return file.map((bytes) => [{ name, bytes }]);
      if (schema.type === 'array' && isFile(schema.items))
        return fc
          .array(file, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) })
          .map((files) => files.map((bytes) => ({ name, bytes })));
      return valid(schema).map((value) => [{ name, value: String(value) }]);
    });
    return fc.tuple(...fields).map((lists) => lists.flat());
  }

  function multipart(parts: Part[]) {
    const boundary = 'fuzzboundary';
    const chunks = parts.flatMap((part) =>
      'bytes' in part
        ? [
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            part.bytes,
            '\r\n',
          ]
        : [`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`],
    );
    return {
      payload: Buffer.concat([...chunks, `--${boundary}--\r\n`].map((c) => (typeof c === 'string' ? Buffer.from(c) : c))),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  }

  /** What went wrong, once per operation and kind of fault, with the first request that showed it. */
  const faults = new Map<string, string>();
  const fault = (op: Operation, kind: string, example: string) => {
    const key = `${op.method} ${op.path}: ${kind}`;
    if (!faults.has(key)) faults.set(key, example);
  };

  async function send(op: Operation, request: Request, validRequest: boolean): Promise<void> {
    const token = await tokenFor(op);
    const query = new URLSearchParams(Object.entries(request.query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const headers: Record<string, string> = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
    if (token) headers['x-access-token'] = token;
    const hasBody = request.raw !== undefined || request.body !== undefined;
    if (request.raw) headers['content-type'] = request.raw.contentType;
    else if (request.body !== undefined) headers['content-type'] = 'application/json';
    // A client of its own for each request: the per-address rate limits (see docs/product/accounts.md) are not what is tested here.
    const remoteAddress = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
    const res = await t.app.inject({
      method: op.method as 'GET',
      url: query ? `${op.path}?${query}` : op.path,
      headers,
      remoteAddress,
      ...(hasBody ? { payload: request.raw ? request.raw.payload : JSON.stringify(request.body) } : {}),
    });
    const what = `${validRequest ? 'valid' : 'breaking'}: ${JSON.stringify({ ...request, raw: request.raw?.contentType }).slice(0, 240)}`;
    const documented = op.responses[String(res.statusCode)];
    let body: { message?: string; field?: string } | undefined;
    try {
      body = res.json();
    } catch {
      return fault(op, `${res.statusCode} answered no JSON`, what);
    }
    const said = `${res.statusCode} ${body?.message} (field ${body?.field})`;
    if (res.statusCode >= 500) fault(op, `${res.statusCode}`, `${what} -> ${said}`);
    else if (!documented) fault(op, `${res.statusCode} is not documented`, `${what} -> ${said}`);
    else {
      const schema = documented.content?.['application/json']?.schema;
      const wrong = schema ? mismatch(schema, body) : 'no JSON schema is documented';
      if (wrong) fault(op, `${res.statusCode} does not match its schema: ${wrong}`, `${what} -> ${res.body.slice(0, 200)}`);
    }
    if (!validRequest) return;
    if (res.statusCode === 401) fault(op, 'a valid signed-in request answered 401', `${what} -> ${said}`);
    if (res.statusCode === 400) {
      const message = body?.message ?? '';
      const allowed = RULES_BEYOND_THE_DOCUMENT.some((r) => r.operation.test(op.path) && r.message.test(message));
      if (!allowed) fault(op, `a valid request was refused: ${message.replace(/\d+/g, 'N')}`, `${what} -> ${said}`);
    }
  }

  it('answers every operation within its documented answers, and refuses no valid request', async () => {
    expect(operations.length).toBeGreaterThan(30);
    // Sign-outs last: they end sessions the other calls use.
    const ordered = [...operations].sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
    for (const op of ordered) {
      const validRuns = op.path.includes('logout') ? 2 : VALID_RUNS;
      for (const request of fc.sample(validRequest(op), { seed: SEED, numRuns: validRuns })) await send(op, request, true);
      const broken = breakingRequest(op);
      if (broken) for (const request of fc.sample(broken, { seed: SEED, numRuns: BREAKING_RUNS })) await send(op, request, false);
    }
    expect([...faults].map(([kind, example]) => `${kind}\n    e.g. ${example}`)).toEqual([]);
  }, 120_000);
});

function withoutKey(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}
