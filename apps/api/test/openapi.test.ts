// The served OpenAPI document is a valid OpenAPI document, and tells what the server
// enforces: every error answer a call can give, the side its token belongs to, request schemas as strict
// as the validators, and the upload's multipart body.
import { Validator } from '@seriousme/openapi-schema-validator';
import { accountPaths, cataloguePaths, contactPaths, offerPaths, vendorOfferPaths, wishlistPaths } from '@luxe/contract';
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
