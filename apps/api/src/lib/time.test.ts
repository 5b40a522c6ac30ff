import { describe, expect, it } from 'vitest';
import { addDays, indiaDate, indiaHourStart, timeRange } from './time';

describe("India's dates, whatever the server's time zone", () => {
  it('takes the date in India, not on the server', () => {
    // 20:00 UTC on the 26th is 01:30 on the 27th in India.
    expect(indiaDate(new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-27');
    expect(indiaDate(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it("starts a slot at India's hour", () => {
    expect(indiaHourStart('2026-11-27', 10).toISOString()).toBe('2026-11-27T04:30:00.000Z');
    expect(indiaHourStart('2026-11-27', 17).toISOString()).toBe('2026-11-27T11:30:00.000Z');
  });
  it('writes ranges as tstzrange text', () => {
    expect(timeRange(new Date('2026-11-27T00:00:00Z'))).toBe('[2026-11-27T00:00:00.000Z,infinity)');
  });
});
