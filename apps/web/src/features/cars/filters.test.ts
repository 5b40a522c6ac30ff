import { PRICE_SLIDER_MAX } from '@luxe/contract/constants';
import { describe, expect, it } from 'vitest';
import { selectCity, setFilter, toggleBrand, toggleCategory, toggleDeal, toggleListValue } from './filter-rules';
import {
  clearFilters,
  EMPTY_FILTERS,
  filtersToSearch,
  hasActiveFilters,
  offsetFor,
  pageWindow,
  parseFilters,
  setSort,
  toListQuery,
} from './filters';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('address <-> filter state', () => {
  it('reads every parameter the header, home page and list write', () => {
    const filters = parse(
      '?car_brand=BMW,Land%20Rover&car_type=SUV&fuel_type=Diesel&color=Black&transmission=Automatic&location=Delhi&year=2020&kilometers=1,00,000&max_price=5000000&price_sorting=low_to_high&page=2',
    );
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      car_brand: ['BMW', 'Land Rover'],
      car_type: ['SUV'],
      fuel_type: ['Diesel'],
      color: ['Black'],
      transmission: ['Automatic'],
      location: 'Delhi',
      year: 2020,
      kilometers: 100000,
      max_price: 5000000,
      sort: 'low_to_high',
      page: 2,
    });
  });

  it('writes back the same address, leaving out defaults', () => {
    const search = '?car_brand=BMW,Land%20Rover&location=Delhi&kilometers=50000&max_price=5000000&price_sorting=high_to_low&page=3';
    expect(filtersToSearch(parse(search))).toBe(search);
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    expect(filtersToSearch(parse('?search=x5'))).toBe('?search=x5');
  });

  it('ignores values that are not of their kind', () => {
    const filters = parse('?page=0&year=new&price_sorting=cheapest&max_price=999999999999');
    expect(filters.page).toBe(1);
    expect(filters.year).toBeNull();
    expect(filters.sort).toBe('featured');
    expect(filters.max_price).toBe(PRICE_SLIDER_MAX);
  });
});

describe('selection rules', () => {
  const start = parse('?car_brand=BMW&car_type=SUV&location=Delhi&fuel_type=Diesel&page=4&search=x5');

  it('choosing a city clears brand and category', () => {
    const next = selectCity(start, 'Mumbai');
    expect(next).toMatchObject({ location: 'Mumbai', car_brand: [], car_type: [], fuel_type: ['Diesel'], page: 1, search: '' });
  });

  it('choosing a brand clears category and city', () => {
    const next = toggleBrand(start, 'Audi');
    expect(next).toMatchObject({ car_brand: ['BMW', 'Audi'], car_type: [], location: '', page: 1 });
  });

  it('choosing a category clears brand and city', () => {
    const next = toggleCategory(start, 'Sedan');
    expect(next).toMatchObject({ car_type: ['SUV', 'Sedan'], car_brand: [], location: '', page: 1 });
  });

  it('unticking only removes that value', () => {
    expect(toggleBrand(start, 'BMW')).toMatchObject({ car_brand: [], car_type: ['SUV'], location: 'Delhi' });
    expect(toggleListValue(start, 'fuel_type', 'Petrol').fuel_type).toEqual(['Diesel', 'Petrol']);
  });

  it('Clear All Filters resets every selection and the slider to its maximum, keeping the sort', () => {
    const next = clearFilters({ ...setSort(start, 'high_to_low'), max_price: 2_000_000 });
    expect(next).toEqual({ ...EMPTY_FILTERS, sort: 'high_to_low', max_price: PRICE_SLIDER_MAX });
  });
});

describe('the car list call', () => {
  it('sends the filters comma-joined, and only the search term when there is one', () => {
    expect(toListQuery(parse('?car_brand=BMW,Audi&kilometers=50000&price_sorting=low_to_high'))).toMatchObject({
      car_brand: 'BMW,Audi',
      kilometers: '50000',
      price_sorting: 'low_to_high',
      max_price: undefined,
    });
    expect(toListQuery(parse('?car_brand=BMW&search=x5'))).toEqual({ search: 'x5', price_sorting: undefined });
  });

  it('page p starts at offset (p - 1) * 9', () => {
    expect(offsetFor(1)).toBe(0);
    expect(offsetFor(3)).toBe(18);
  });
});

describe('pagination window', () => {
  it('shows three numbers at the ends and the current page plus and minus one between', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 7)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([3, 4, 5]);
    expect(pageWindow(7, 7)).toEqual([5, 6, 7]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('deal filter and Best deal sort', () => {
  it('reads the deal labels and the best_deal sort from the address and writes them back', () => {
    const search = '?deal=great,good&price_sorting=best_deal';
    const filters = parse(search);
    expect(filters.deal).toEqual(['great', 'good']);
    expect(filters.sort).toBe('best_deal');
    expect(filtersToSearch(filters)).toBe(search);
  });

  it('drops labels it does not know, and repeated ones', () => {
    expect(parse('?deal=great,cheap,GREAT,great,,high').deal).toEqual(['great', 'high']);
    expect(parse('?deal=bargain').deal).toEqual([]);
  });

  it('keeps the labels in the offered order whatever order they were ticked in', () => {
    const next = toggleDeal(toggleDeal(EMPTY_FILTERS, 'high'), 'great');
    expect(next.deal).toEqual(['great', 'high']);
    expect(toggleDeal(next, 'great').deal).toEqual(['high']);
  });

  it('a deal choice is a filter: it goes back to page 1, ends a search, and Clear All Filters removes it', () => {
    const next = toggleDeal(parse('?search=x5&page=3'), 'good');
    expect(next).toMatchObject({ deal: ['good'], search: '', page: 1 });
    expect(clearFilters(next).deal).toEqual([]);
  });

  it('sends deal comma-joined and best_deal as the price sorting', () => {
    expect(toListQuery(parse('?deal=great,fair&price_sorting=best_deal'))).toMatchObject({
      deal: 'great,fair',
      price_sorting: 'best_deal',
    });
    expect(toListQuery(EMPTY_FILTERS).deal).toBeUndefined();
  });
});

describe('inspected filter', () => {
  it('reads inspected=true from the address, writes it back and sends it; any other value is no filter', () => {
    const filters = parse('?inspected=true&price_sorting=low_to_high');
    expect(filters.inspected).toBe(true);
    expect(filtersToSearch(filters)).toBe('?inspected=true&price_sorting=low_to_high');
    expect(toListQuery(filters).inspected).toBe('true');
    expect(hasActiveFilters(filters)).toBe(true);
    for (const search of ['', '?inspected=false', '?inspected=1', '?inspected=TRUE']) {
      expect(parse(search).inspected, search).toBe(false);
      expect(toListQuery(parse(search)).inspected, search).toBeUndefined();
    }
  });

  it('is a filter: it goes back to page 1, ends a search, and Clear All Filters removes it', () => {
    const next = setFilter(parse('?search=x5&page=3'), { inspected: true });
    expect(next).toMatchObject({ inspected: true, search: '', page: 1 });
    expect(clearFilters(next).inspected).toBe(false);
  });
});
