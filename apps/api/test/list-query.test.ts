import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { writtenInWhere, type CarFilters } from '../src/modules/catalogue/list-query';

const text = (filters: CarFilters) => {
  const where = writtenInWhere(filters);
  return where === null ? null : new PgDialect().sqlToQuery(where);
};

describe('lists PostgreSQL keeps prepared (writtenInWhere)', () => {
  it('writes in the whole catalogue and a search by variants, with no parameter', () => {
    expect(text({})).toEqual({ sql: 'true', params: [] });
    expect(text({ brands: [], search: undefined })).toEqual({ sql: 'true', params: [] });
    expect(text({ search: { text: 'cayenne', variantIds: [106, 107], customNames: false } })).toEqual({
      sql: "c.variant_id = any('{106,107}'::int[])",
      params: [],
    });
    expect(text({ search: { text: 'nothing', variantIds: [], customNames: false } })?.sql).toBe("c.variant_id = any('{}'::int[])");
  });

  it('leaves out every list whose plan depends on a value, or whose text comes from a user', () => {
    expect(text({ brands: ['BMW'] })).toBeNull();
    expect(text({ maxPrice: 4_000_000 })).toBeNull();
    expect(text({ vendorId: 7 })).toBeNull();
    expect(text({ vendorId: 7, search: { text: 'x5', variantIds: [1], customNames: false } })).toBeNull();
    // A car's own name is matched by the search's words, which the buyer typed.
    expect(text({ search: { text: 'x5', variantIds: [1], customNames: true } })).toBeNull();
  });

  it('writes in nothing but whole numbers', () => {
    const ids = [1, 2.7, Number.NaN, "3'); drop table cars; --" as unknown as number];
    expect(text({ search: { text: 'x', variantIds: ids, customNames: false } })?.sql).toBe("c.variant_id = any('{1,2}'::int[])");
  });
});
