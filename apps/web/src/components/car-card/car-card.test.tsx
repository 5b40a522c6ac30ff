import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api-client';
import { signIn, signOut } from '../../lib/auth';
import { testCar as car } from '../../test/car';
import { renderInTheme } from '../../test/render';
import { CarCard } from './car-card';

afterEach(() => {
  cleanup();
  act(() => signOut());
  setApiTransport((url, init) => fetch(url, init));
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
