import { describe, expect, it } from 'vitest';
import { comparisonPath, parseComparisonIds } from './comparison-url';

describe('comparison address', () => {
  it('round-trips a selection', () => {
    expect(comparisonPath([4, 15])).toBe('/comparison?ids=4,15');
    expect(parseComparisonIds('4,15')).toEqual([4, 15]);
  });
  it('drops what is not a car id and repeats', () => {
    expect(parseComparisonIds('4, x,4,0,-2,15,')).toEqual([4, 15]);
    expect(parseComparisonIds(null)).toEqual([]);
  });
});
