import { describe, expect, it } from 'vitest';
import { clip } from './clip';

describe('clip', () => {
  it('keeps text up to the limit', () => {
    expect(clip('Mercedes-Benz GLE 300d 4MATIC LWB', 40, 25)).toBe('Mercedes-Benz GLE 300d 4MATIC LWB');
    expect(clip('Automatic', 10)).toBe('Automatic');
  });
  it('cuts longer text to the kept length plus three dots', () => {
    expect(clip('Mercedes-Benz GLE 300d 4MATIC LWB', 30, 25)).toBe('Mercedes-Benz GLE 300d 4M...');
    expect(clip('Automatic (AT)', 10)).toBe('Automatic ...');
  });
});
