import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it('reads a minute as 1:00, never 0:60', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('rounds a part of a second up, as the countdown counts whole seconds left', () => {
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(0.1)).toBe('0:01');
  });

  it('counts longer waits in minutes', () => {
    expect(formatCountdown(125)).toBe('2:05');
  });
});
