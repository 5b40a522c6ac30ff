import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, parseFilters } from './filters';
import { savedSearchName } from './save-search-name';

const named = (query: string) => savedSearchName(parseFilters(new URLSearchParams(query)));

describe('the name a saved search gets', () => {
  it('says the filters as a buyer would', () => {
    expect(named('car_brand=BMW&car_type=SUV&max_price=5000000&location=Mumbai')).toBe('BMW SUVs under ₹50 lakh in Mumbai');
    expect(named('car_brand=Audi,BMW,Volvo&fuel_type=Diesel')).toBe('Audi, BMW or Volvo diesel cars');
    expect(named('location=Pune&min_price=2000000&max_price=15000000')).toBe('Cars from ₹20 lakh to ₹1.5 crore in Pune');
    expect(named('car_type=Sedan,Coupe&color=Blue&year=2021&kilometers=30000&transmission=Automatic&deal=great')).toBe(
      'Blue Sedans or Coupes, from 2021, under 30,000 km, automatic, great deals',
    );
    expect(named('min_price=8000000')).toBe('Cars over ₹80 lakh');
    expect(named('car_brand=Porsche&inspected=true')).toBe('Porsche cars, inspected');
    expect(named('search=x5 m sport&car_brand=BMW')).toBe('Cars matching “x5 m sport”');
  });

  it('is never longer than the server keeps, and cut at a word', () => {
    const name = savedSearchName({
      ...EMPTY_FILTERS,
      car_brand: ['Aston Martin', 'Bentley', 'Rolls-Royce', 'Lamborghini', 'Maserati', 'Porsche'],
    });
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name).toBe('Aston Martin, Bentley, Rolls-Royce, Lamborghini, Maserati or Porsche cars');
    const longer = savedSearchName({ ...EMPTY_FILTERS, search: 'a'.repeat(40) + ' ' + 'b'.repeat(60) });
    expect(longer.length).toBeLessThanOrEqual(80);
    expect(longer.endsWith('…')).toBe(true);
  });
});
