import { describe, expect, it } from 'vitest';
import { toggleCompare, TOO_MANY } from './compare-selection';

describe('compare selection', () => {
  it('adds and removes cars, and refuses a fourth', () => {
    let selection: number[] = [];
    for (const id of [4, 8, 15]) selection = toggleCompare(selection, id).selection;
    expect(selection).toEqual([4, 8, 15]);
    expect(toggleCompare(selection, 16)).toEqual({ selection: [4, 8, 15], error: TOO_MANY });
    expect(toggleCompare(selection, 8)).toEqual({ selection: [4, 15], error: null });
  });
});
