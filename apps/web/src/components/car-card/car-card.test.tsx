import type { CarListItem } from '@luxe/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api-client';
import { signIn, signOut } from '../../lib/auth';
import { renderInTheme } from '../../test/render';
import { CarCard } from './car-card';

afterEach(() => {
  cleanup();
  act(() => signOut());
  setApiTransport((url, init) => fetch(url, init));
});

const car = (id: number, name: string): CarListItem => ({
  id,
  car_name: name,
  car_brand: 'BMW',
  car_model: 'X1',
  manufacturing_year: 2021,
  engine_capacity: '1995 cc',
  images: [`/media/cars/${id}.svg`],
  location: 'Mumbai',
  odometer_reading: 42_120,
  listing_price: 3_900_000,
  car_type: 'SUV',
  transmission: 'Automatic',
  seats: 5,
  fuel_type: 'Diesel',
  wishlist_status: 0,
  status: 'available',
  listed_at: '2026-11-20T10:00:00Z',
  reserved_until: null,
  fair_price: null,
  price_drop: null,
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('CarCard', () => {
  it('a place that shows another car shows that car, with its own heart and picture', () => {
    // The server never answers: the heart stays as the buyer flipped it.
    setApiTransport(() => new Promise(() => undefined));
    act(() => signIn('a-token'));
    const { rerender } = renderInTheme(
      <Providers>
        <CarCard car={car(1, 'BMW X1 sDrive18d')} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add BMW X1 sDrive18d to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove BMW X1 sDrive18d from wishlist' }).getAttribute('aria-pressed')).toBe('true');

    // The same element, now for another car (the list keeps its cards by place).
    rerender(
      <Providers>
        <CarCard car={car(2, 'Audi Q3 Sportback')} />
      </Providers>,
    );
    const heart = screen.getByRole('button', { name: 'Add Audi Q3 Sportback to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('img', { name: 'Audi Q3 Sportback' }).getAttribute('src')).toBe('/media/cars/2.svg');
  });
});
