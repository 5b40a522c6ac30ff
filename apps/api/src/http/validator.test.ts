import { CarListQuerySchema, PagingHeadersSchema } from '@luxe/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { requestValidator } from './validator';

const compile = (schema: $ZodType, httpPart = 'querystring') =>
  requestValidator({ schema, method: 'GET', url: '/x', httpPart }) as (data: unknown) => {
    value?: Record<string, unknown>;
    error?: unknown;
  };

describe('requestValidator', () => {
  const query = compile(CarListQuerySchema);
  const headers = compile(PagingHeadersSchema, 'headers');

  it('answers {} for input without any of the fields, and drops unknown keys as the schema does', () => {
    expect(query({})).toEqual({ value: {} });
    expect(query({ utm_source: 'mail' })).toEqual({ value: {} });
  });

  it('leaves headers without any of the fields as they came (valid, no value to replace them)', () => {
    const answer = headers({ host: 'localhost', accept: '*/*', 'x-access-token': 't' });
    expect(answer).toEqual({});
    expect(answer).not.toHaveProperty('error');
  });

  it('parses input that gives a field, and refuses a bad one', () => {
    expect(query({ car_brand: 'BMW,Audi', max_price: '5000000' }).value).toEqual({ car_brand: ['BMW', 'Audi'], max_price: 5000000 });
    expect(headers({ host: 'localhost', 'x-offset': '9' }).value).toEqual({ 'x-offset': 9 });
    expect(query({ max_price: 'lots' }).error).toBeDefined();
    expect(query({ min_price: '9', max_price: '1' }).error).toBeDefined();
    expect(headers({ 'x-offset': '-1' }).error).toBeDefined();
  });

  it('runs a schema that fills a default, or refuses {}, every time', () => {
    const withDefault = compile(z.object({ page: z.optional(z.string()).default('1') }));
    expect(withDefault({}).value).toEqual({ page: '1' });
    const required = compile(z.object({ id: z.string() }));
    expect(required({}).error).toBeDefined();
    expect(required({ id: 'a' }).value).toEqual({ id: 'a' });
    const strict = compile(z.strictObject({ id: z.optional(z.string()) }));
    expect(strict({ other: 1 }).error).toBeDefined();
  });
});
