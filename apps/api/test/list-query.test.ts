import { describe, expect, it } from 'vitest';
import { writtenInWhere } from '../src/modules/catalogue/list-query';

// Every list index is partial on this condition (schema.ts): it is written in, so the planner uses them.
const LISTED = "c.status <> 'withdrawn'";

describe('lists PostgreSQL keeps prepared (writtenInWhere)', () => {
  it('writes in the whole catalogue and a search by variants, with no parameter, never a taken-off car', () => {
    expect(writtenInWhere({})).toBe(LISTED);
    expect(writtenInWhere({ brands: [], search: undefined })).toBe(LISTED);
    expect(writtenInWhere({ search: { text: 'cayenne', variantIds: [106, 107], customNames: false } })).toBe(
      "c.status <> 'withdrawn' and c.variant_id = any('{106,107}'::int[])",
    );
    expect(writtenInWhere({ search: { text: 'nothing', variantIds: [], customNames: false } })).toBe(
      `${LISTED} and c.variant_id = any('{}'::int[])`,
    );
  });

  it('leaves out every list whose plan depends on a value, or whose text comes from a user', () => {
    expect(writtenInWhere({ brands: ['BMW'] })).toBeNull();
    expect(writtenInWhere({ maxPrice: 4_000_000 })).toBeNull();
    expect(writtenInWhere({ vendorId: 7 })).toBeNull();
    expect(writtenInWhere({ vendorId: 7, search: { text: 'x5', variantIds: [1], customNames: false } })).toBeNull();
    // A car's own name is matched by the search's words, which the buyer typed.
    expect(writtenInWhere({ search: { text: 'x5', variantIds: [1], customNames: true } })).toBeNull();
  });

  it('writes in nothing but whole numbers', () => {
    const ids = [1, 2.7, Number.NaN, "3'); drop table cars; --" as unknown as number];
    expect(writtenInWhere({ search: { text: 'x', variantIds: ids, customNames: false } })).toBe(
      `${LISTED} and c.variant_id = any('{1,2}'::int[])`,
    );
  });
});
