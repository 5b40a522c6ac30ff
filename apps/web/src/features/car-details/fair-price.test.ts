import { describe, expect, it } from 'vitest';
import { barPositions, basedOnText, changeText, formatIndianDate, notEnoughDataText, priceChart, verdictText } from './fair-price';

describe('the words around the estimate', () => {
  it('states the verdict and the gap in one line', () => {
    const band = { low: 3_000_000, high: 3_400_000 };
    expect(verdictText(3_545_000, band)).toBe('₹1.45 Lakh above the fair range');
    expect(verdictText(2_920_000, band)).toBe('₹80 Thousand below the fair range');
    expect(verdictText(3_400_000, band)).toBe('Within the fair range');
  });

  it('says how many similar cars it rests on', () => {
    expect(basedOnText(12)).toBe('Based on 12 similar cars');
    expect(basedOnText(1)).toBe('Based on 1 similar car');
    expect(basedOnText(12, 'model', 'BMW', 'SUV')).toBe('Based on 12 similar cars');
    // With too few of its model: its brand's cars of its body type, or its segment's.
    expect(basedOnText(23, 'brand', 'BMW', 'SUV')).toBe('Based on 23 similar BMW SUVs');
    expect(basedOnText(1, 'brand', 'Porsche', 'Coupe')).toBe('Based on 1 similar Porsche Coupe');
    expect(basedOnText(140, 'segment', 'Maserati', 'SUV')).toBe('Based on 140 similar cars across brands');
  });

  it('says there is not enough data yet, with how many there are and how many are needed', () => {
    expect(notEnoughDataText(3)).toBe(
      'Not enough data yet for a fair price: we have only 3 similar cars to compare with, and need at least 5.',
    );
    expect(notEnoughDataText(1)).toContain('only 1 similar car to');
    expect(notEnoughDataText(0)).toContain('we have no similar cars to compare with');
  });
});

describe('barPositions', () => {
  it('puts the band in the middle with a quarter of its width spare each side', () => {
    // Band 40-48 lakh: the bar runs 38-50 lakh.
    const at = barPositions({ low: 4_000_000, high: 4_800_000, value: 4_400_000 }, 4_400_000);
    expect(at.low).toBeCloseTo((200_000 / 1_200_000) * 100);
    expect(at.high).toBeCloseTo((1_000_000 / 1_200_000) * 100);
    expect(at.value).toBeCloseTo(50);
    expect(at.price).toBeCloseTo(50);
  });

  it('widens the bar to take in a price outside the band, so the price lands on it', () => {
    const above = barPositions({ low: 4_000_000, high: 4_800_000, value: 4_400_000 }, 6_000_000);
    expect(above.price).toBeLessThan(100);
    expect(above.price).toBeGreaterThan(above.high);
    const below = barPositions({ low: 4_000_000, high: 4_800_000, value: 4_400_000 }, 3_000_000);
    expect(below.price).toBeGreaterThan(0);
    expect(below.price).toBeLessThan(below.low);
  });

  it('keeps every mark on the bar when the band is a single price', () => {
    const at = barPositions({ low: 5_000_000, high: 5_000_000, value: 5_000_000 }, 5_000_000);
    expect(at).toEqual({ low: 50, high: 50, value: 50, price: 50 });
  });
});

describe('priceChart', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  const history = [
    { price: 5_000_000, changed_at: '2026-10-27T06:30:00Z' },
    { price: 4_800_000, changed_at: '2026-11-11T06:30:00Z' },
    { price: 4_600_000, changed_at: '2026-11-21T06:30:00Z' },
  ];

  it('runs time from the first price to now and prices from bottom to top with a tenth spare', () => {
    const chart = priceChart(history, now)!;
    expect(chart.top).toBe(5_040_000);
    expect(chart.bottom).toBe(4_560_000);
    const span = now.getTime() - Date.parse(history[0]!.changed_at);
    expect(chart.points.map((p) => p.x)).toEqual([
      0,
      Math.round(((Date.parse(history[1]!.changed_at) - Date.parse(history[0]!.changed_at)) / span) * 10_000) / 100,
      Math.round(((Date.parse(history[2]!.changed_at) - Date.parse(history[0]!.changed_at)) / span) * 10_000) / 100,
    ]);
    // The highest price a tenth below the top, the lowest a tenth above the bottom (in a 480,000 range).
    expect(chart.points.map((p) => p.y)).toEqual([8.33, 50, 91.67]);
  });

  it('draws steps: each price holds until the next change, the last one until now', () => {
    const chart = priceChart(history, now)!;
    const [a, b, c] = chart.points;
    expect(chart.path).toBe(`M0 ${a!.y} H${b!.x} V${b!.y} H${c!.x} V${c!.y} H100`);
  });

  it('puts a single price in the middle, 5% either side', () => {
    const chart = priceChart([{ price: 2_000_000, changed_at: '2026-11-25T10:00:00Z' }], now)!;
    expect(chart.points[0]).toMatchObject({ x: 0, y: 50 });
    expect(chart.top).toBe(2_100_000);
    expect(chart.bottom).toBe(1_900_000);
  });

  it('gives no chart without a history', () => {
    expect(priceChart([], now)).toBeNull();
  });
});

describe('the history table', () => {
  const history = [
    { price: 5_000_000, changed_at: '2026-10-27T06:30:00Z' },
    { price: 4_750_000, changed_at: '2026-11-11T06:30:00Z' },
    { price: 4_900_000, changed_at: '2026-11-21T06:30:00Z' },
  ];

  it('says Listed first, then how much each change took off or put on, in rupees with Indian grouping', () => {
    expect(history.map((_, index) => changeText(history, index))).toEqual(['Listed', 'Down ₹2,50,000', 'Up ₹1,50,000']);
  });

  it("gives each day as it is in India, whatever the device's zone", () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatIndianDate('2026-11-25T20:00:00Z')).toBe('26 Nov 2026');
    expect(formatIndianDate('2026-01-05T06:00:00Z')).toBe('5 Jan 2026');
  });
});
