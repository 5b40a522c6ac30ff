import { describe, expect, it } from 'vitest';
import { formatDistance, formatIndianDateTime, formatKm, formatIndianNumber, formatPrice, formatRupees, truncate } from './format';
import { formatDriveSlot } from '@luxe/contract/drive-slot';

describe('formatPrice', () => {
  it.each([
    [10_000_000, '₹1 Crore'],
    [12_500_000, '₹1.25 Crore'],
    [31_049_000, '₹3.1 Crore'],
    [9_999_999, '₹100 Lakh'],
    [4_550_000, '₹45.5 Lakh'],
    [100_000, '₹1 Lakh'],
    [99_000, '₹99 Thousand'],
    [25_000, '₹25 Thousand'],
  ])('%d -> %s', (rupees, text) => {
    expect(formatPrice(rupees)).toBe(text);
  });
});

describe('formatDistance', () => {
  it.each([
    [125_000, '1.3 Lakh kms'],
    [100_000, '1.0 Lakh kms'],
    [45_500, '45 Thousand kms'],
    [1000, '1 Thousand kms'],
    [850, '850 kms'],
    [0, '0 kms'],
  ])('%d -> %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe('formatKm', () => {
  it.each([
    [42_120, '42,120 km'],
    [1_25_000, '1,25,000 km'],
    [850, '850 km'],
    [0, '0 km'],
    [12.6, '13 km'],
  ])('%d -> %s', (km, text) => {
    expect(formatKm(km)).toBe(text);
  });
});

describe('Indian grouping', () => {
  it('groups by lakh and crore', () => {
    expect(formatIndianNumber(125000)).toBe('1,25,000');
    expect(formatIndianNumber(31049000)).toBe('3,10,49,000');
    expect(formatRupees(10000)).toBe('₹10,000');
  });
});

describe('truncate', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis', () => {
    expect(truncate('BMW X5', 10)).toBe('BMW X5');
    expect(truncate('Mercedes-Benz', 13)).toBe('Mercedes-Benz');
    expect(truncate('Land Rover Defender 110', 11)).toBe('Land Rover…');
  });
});

describe('formatIndianDateTime', () => {
  it.each([
    ['2026-11-28T12:30:00.000Z', '28 Nov, 6 PM'],
    ['2026-11-28T13:15:00.000Z', '28 Nov, 6:45 PM'],
    ['2026-12-01T18:30:00.000Z', '2 Dec, 12 AM'],
    ['2026-12-02T04:00:00.000Z', '2 Dec, 9:30 AM'],
  ])('%s reads %s in India', (iso, text) => {
    expect(formatIndianDateTime(iso)).toBe(text);
  });
});

describe('formatDriveSlot', () => {
  it.each([
    ['2026-11-28', '11AM-12PM', 'Sat, 28 Nov, 11 AM-12 PM'],
    ['2026-11-28', 11, 'Sat, 28 Nov, 11 AM-12 PM'],
    ['2027-01-04', '5PM-6PM', 'Mon, 4 Jan, 5 PM-6 PM'],
    ['2026-12-31', 12, 'Thu, 31 Dec, 12 PM-1 PM'],
  ] as const)('%s %s -> %s', (date, slot, text) => {
    expect(formatDriveSlot(date, slot)).toBe(text);
  });
});
