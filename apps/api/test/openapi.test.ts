// The served OpenAPI document is a valid OpenAPI document, and tells what the server
// enforces: every error answer a call can give, the side its token belongs to, request schemas as strict
// as the validators (each cancel call's own id, the compared cars' count), and the uploads' multipart bodies.
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  accountPaths,
  bookingPaths,
  cataloguePaths,
  contactPaths,
  dealerApplicationPaths,
  offerPaths,
  vendorListingPaths,
  vendorOfferPaths,
  wishlistPaths,
} from '@luxe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  const op = (path: string, method: string) => doc.paths[path]![method]!;
  const body = (path: string, method: string) =>
    op(path, method).requestBody!.content['application/json']!.schema as {
      properties: Record<string, Record<string, unknown>>;
    };
  const param = (path: string, method: string, name: string) => op(path, method).parameters!.find((p) => p.name === name)!.schema;

  it('is a valid OpenAPI document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every answer a call can give, in the envelope', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const statuses = Object.keys(operation.responses);
        const where = `${method.toUpperCase()} ${path}`;
        expect(statuses, where).toContain('500');
        if (operation.security?.length) expect(statuses, where).toContain('401');
        if (['post', 'put', 'patch', 'delete'].includes(method))
          expect(statuses, where).toEqual(expect.arrayContaining(['400', '413', '415']));
        if (operation.parameters?.length) expect(statuses, where).toEqual(expect.arrayContaining(['400', '404']));
        for (const status of statuses.filter((s) => s !== '200' && s !== '503'))
          expect(JSON.stringify(operation.responses[status]!.content?.['application/json']?.schema), `${where} ${status}`).toMatch(
            /#\/components\/schemas\/(ErrorResponse|BadRequestResponse|ServerErrorResponse)"/,
          );
      }
    }
    expect(doc.components.schemas.BadRequestResponse).toMatchObject({ required: expect.arrayContaining(['field']) });
    expect(Object.keys(op(accountPaths.signUp, 'post').responses)).toEqual(expect.arrayContaining(['409', '429']));
    expect(Object.keys(op(offerPaths.makeOffer, 'post').responses)).toContain('409');
  });

  it('names the side a token belongs to', () => {
    expect(op(wishlistPaths.read, 'get').security).toEqual([{ buyerToken: [] }]);
    expect(op(vendorOfferPaths.offers, 'get').security).toEqual([{ dealerToken: [] }]);
    expect(op(cataloguePaths.carList, 'get').security).toBeUndefined();
  });

  it('gives request schemas as strict as the validators', () => {
    expect(body(accountPaths.signUp, 'post').properties.email).toMatchObject({ format: 'email', maxLength: 254 });
    expect(body(contactPaths.create, 'post').properties.email).toMatchObject({ format: 'email' });
    // Trimmed before their length is checked: blanks do not count.
    expect(body(contactPaths.create, 'post').properties.name).toMatchObject({ minLength: 2 });
    expect(JSON.stringify(body(wishlistPaths.add, 'post').properties.car_id)).toContain('"minimum":1');
    expect(body(offerPaths.makeOffer, 'post').properties.bid_amount).toMatchObject({
      anyOf: [expect.objectContaining({ type: 'integer', minimum: 1 }), expect.objectContaining({ pattern: expect.any(String) })],
    });
    for (const [path, name] of [
      [cataloguePaths.carList, 'x-limit'],
      [cataloguePaths.brands, 'x-limit'],
    ] as const) {
      const schema = param(path, 'get', name) as { pattern: string };
      const pattern = new RegExp(schema.pattern, 'u');
      expect(
        ['1', '9', '50', '100'].every((v) => pattern.test(v)),
        name,
      ).toBe(true);
      expect(
        ['0', '-1', 'ten', '1.5', ''].some((v) => pattern.test(v)),
        name,
      ).toBe(false);
    }
    expect(param(cataloguePaths.headerMenu, 'get', 'cities_limit')).toMatchObject({ pattern: expect.any(String) });
    expect(new RegExp((param(cataloguePaths.headerMenu, 'get', 'cities_limit') as { pattern: string }).pattern).test('51')).toBe(false);
  });

  /** Which of `values` a schema's pattern takes. */
  const taken = (schema: unknown, values: string[]) =>
    values.filter((v) => new RegExp((schema as { pattern: string }).pattern, 'u').test(v));

  it("requires each cancel call's own id, and no other", () => {
    expect(body(bookingPaths.cancelBooking, 'patch')).toMatchObject({ required: ['booking_id'], additionalProperties: false });
    expect(Object.keys(body(bookingPaths.cancelBooking, 'patch').properties)).toEqual(['booking_id', 'reason']);
    expect(body(bookingPaths.cancelTestDrive, 'patch')).toMatchObject({ required: ['test_drive_id'], additionalProperties: false });
    expect(Object.keys(body(bookingPaths.cancelTestDrive, 'patch').properties)).toEqual(['test_drive_id', 'reason']);
  });

  it('takes 2 or 3 compared cars in x-car-ids', () => {
    const ids = param(cataloguePaths.compareCars, 'get', 'x-car-ids');
    expect(taken(ids, ['1,2', '12, 7 ,3', '1', '1,2,3,4', '1;2', ''])).toEqual(['1,2', '12, 7 ,3']);
  });

  it("documents the photo upload's car_id as a whole number, and 1 to 10 photos", () => {
    const form = op(vendorListingPaths.createPhotos, 'post').requestBody!.content['multipart/form-data']!.schema as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    expect(form.required).toEqual(['car_id', 'photos']);
    expect(taken(form.properties.car_id, ['12', ' 007 ', '999999999', '0', '-1', '1.5', 'abc', '1234567890', ''])).toEqual([
      '12',
      ' 007 ',
      '999999999',
    ]);
    expect(form.properties.photos).toMatchObject({ type: 'array', minItems: 1, maxItems: 10, items: { format: 'binary' } });
  });

  it("documents the dealer application's text fields as strictly as they are checked", () => {
    const form = op(dealerApplicationPaths.create, 'post').requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(taken(form.properties.phone, ['9876543210', '5876543210', '98765'])).toEqual(['9876543210']);
    // A PAN's fourth letter tells the holder's kind: C a company, P a person...
    expect(taken(form.properties.pan, ['AAACL1234F', 'aaapl1234f', 'AAAXL1234F'])).toEqual(['AAACL1234F', 'aaapl1234f']);
    expect(form.properties.city).toMatchObject({ enum: expect.arrayContaining(['Mumbai', 'Pune']) });
  });

  it("documents the upload's multipart body", () => {
    const upload = op(accountPaths.updateProfilePic, 'patch');
    expect(upload.requestBody!.content['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      required: ['image_url'],
      properties: { image_url: { type: 'string', format: 'binary' } },
    });
    expect(upload.requestBody!.content['application/json']).toBeUndefined();
  });
});
