import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIndianDate } from '../fair-price';
import { PriceHistory } from './price-history';

afterEach(cleanup);

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec';

describe('formatIndianDate', () => {
  it('writes every day of a year as day, month and year, with nothing between or before them', () => {
    const shape = new RegExp(`^([1-9]|[12][0-9]|3[01]) (${MONTHS}) 2026$`);
    for (let day = 0; day < 365; day++) {
      const iso = new Date(Date.UTC(2026, 0, 1, 6) + day * 86_400_000).toISOString();
      expect(formatIndianDate(iso)).toMatch(shape);
    }
    expect(formatIndianDate('2026-09-12T06:00:00Z')).toBe('12 Sept 2026');
  });

  it("counts the day in India's time, whatever the device's zone", () => {
    // 20:00 UTC on 11 September is 01:30 on the 12th in India.
    expect(formatIndianDate('2026-09-11T20:00:00Z')).toBe('12 Sept 2026');
    expect(formatIndianDate('2026-12-31T18:29:00Z')).toBe('31 Dec 2026');
    expect(formatIndianDate('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
  });
});

describe('the price history table', () => {
  const history = [
    { price: 6_450_000, changed_at: '2026-09-02T04:30:00Z' },
    { price: 6_200_000, changed_at: '2026-09-11T20:00:00Z' },
  ];

  it('lists each day as the formatter writes it, on one line and in the font’s own figures', () => {
    render(<PriceHistory history={history} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const days = rows.map((row) => within(row).getAllByRole('cell')[0]!);
    expect(days.map((cell) => cell.textContent)).toEqual(['2 Sept 2026', '12 Sept 2026']);
    expect(days.map((cell) => cell.querySelector('time')?.getAttribute('datetime'))).toEqual(history.map((h) => h.changed_at));
    for (const cell of days) {
      expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(cell).fontVariantNumeric).not.toBe('tabular-nums');
    }
    const prices = rows.map((row) => within(row).getAllByRole('cell')[1]!);
    expect(prices.map((cell) => cell.textContent)).toEqual(['₹64,50,000', '₹62,00,000']);
    expect(getComputedStyle(prices[0]!).fontVariantNumeric).toBe('tabular-nums');
    expect(within(rows[1]!).getAllByRole('cell')[2]!.textContent).toBe('Down ₹2,50,000');
  });
});
