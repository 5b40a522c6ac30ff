import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpandingSearch } from './expanding-search';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ExpandingSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
  return screen.getByPlaceholderText('Search by car names...') as HTMLInputElement;
}

const where = () => screen.getByTestId('where').textContent;

describe('ExpandingSearch', () => {
  it('searches for the trimmed term on Enter', () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: '  Range Rover  ' } });
    fireEvent.submit(input.form!);
    expect(where()).toBe('/cars?search=Range%20Rover');
  });

  it('searches with the search icon too', () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'bmw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/cars?search=bmw');
  });

  it('does nothing for an empty or blank search', () => {
    const input = renderSearch();
    fireEvent.submit(input.form!);
    expect(where()).toBe('/');
    fireEvent.change(input, { target: { value: '    ' } });
    fireEvent.submit(input.form!);
    expect(where()).toBe('/');
  });

  it('clears the text with the clear button', () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'audi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
