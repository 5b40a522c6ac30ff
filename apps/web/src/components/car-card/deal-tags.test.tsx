import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { DEAL_LABELS, DEAL_TEXT } from './deal';
import { DealTags } from './deal-tags';

afterEach(cleanup);

const estimate = { value: 4_400_000, low: 4_000_000, high: 4_800_000, comparables: 12, basis: 'model' as const };
const car = { car_brand: 'BMW', car_type: 'SUV', inspection_score: null };

describe('DealTags', () => {
  it("says each label in words: 'Great deal', 'Good deal', 'Fair price', 'High price'", () => {
    expect(DEAL_LABELS.map((label) => DEAL_TEXT[label])).toEqual(['Great deal', 'Good deal', 'Fair price', 'High price']);
    for (const label of DEAL_LABELS) {
      renderInTheme(<DealTags car={{ ...car, fair_price: { ...estimate, label }, price_drop: null }} />);
      expect(screen.getByText(DEAL_TEXT[label])).toBeTruthy();
      cleanup();
    }
  });

  it('shows nothing for a car without an estimate and no recent drop', () => {
    const { container } = renderInTheme(
      <DealTags
        car={{ ...car, fair_price: { value: null, low: null, high: null, label: null, comparables: 3, basis: null }, price_drop: null }}
      />,
    );
    expect(container.textContent).toBe('');
    cleanup();
    expect(renderInTheme(<DealTags car={{ ...car, fair_price: null, price_drop: null }} />).container.textContent).toBe('');
  });

  it("shows 'Price dropped' with the old price struck through, read as 'from' the old price", () => {
    renderInTheme(
      <DealTags car={{ ...car, fair_price: null, price_drop: { previous_price: 4_850_000, dropped_at: '2026-11-25T10:00:00Z' } }} />,
    );
    const struck = screen.getByText('Price dropped').querySelector('s');
    expect(struck?.textContent).toBe(' from ₹48.5 Lakh');
  });

  it("says what a band rests on when it is less than the car's model, and nothing more when it is the model", () => {
    renderInTheme(
      <DealTags car={{ ...car, fair_price: { ...estimate, label: 'fair', basis: 'brand', comparables: 23 }, price_drop: null }} />,
    );
    expect(screen.getByText('Based on 23 similar BMW SUVs')).toBeTruthy();
    cleanup();
    renderInTheme(
      <DealTags car={{ ...car, fair_price: { ...estimate, label: 'fair', basis: 'segment', comparables: 40 }, price_drop: null }} />,
    );
    expect(screen.getByText('Based on 40 similar cars across brands')).toBeTruthy();
    cleanup();
    const model = renderInTheme(<DealTags car={{ ...car, fair_price: { ...estimate, label: 'fair' }, price_drop: null }} />);
    expect(model.container.textContent).toBe('Fair price');
  });

  it("shows the score of the dealer's inspection report, alone or beside the deal label, and nothing without a report", () => {
    renderInTheme(<DealTags car={{ ...car, fair_price: null, price_drop: null, inspection_score: 92 }} />);
    expect(screen.getByText('Inspected · 92')).toBeTruthy();
    cleanup();
    const beside = renderInTheme(
      <DealTags car={{ ...car, fair_price: { ...estimate, label: 'good' }, price_drop: null, inspection_score: 0 }} />,
    );
    expect(beside.container.textContent).toBe('Good dealInspected · 0');
  });
});
