import { describe, expect, it } from 'vitest';
import { normalizePhoneInput } from './phone-field';

describe('normalizePhoneInput', () => {
  it.each([
    ['98765abc', '98765'],
    ['9876543210', '9876543210'],
    ['98765432109', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['', ''],
  ])('%s -> %s', (typed, kept) => {
    expect(normalizePhoneInput(typed)).toBe(kept);
  });
});
