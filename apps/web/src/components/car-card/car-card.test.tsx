import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api-client';
import { signIn, signOut } from '../../lib/auth';
import { testCar as car } from '../../test/car';
import { renderInTheme } from '../../test/render';
import { CarCard, type CarCardCar } from './car-card';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

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

/** The card as a list shows it, for `render` and `rerender`. */
const cardOf = (shown: CarCardCar) => (
  <Providers>
    <CarCard car={shown} />
  </Providers>
);

describe('CarCard', () => {
  it('a place that shows another car shows that car, with its own heart and picture', () => {
    // The server never answers: the heart stays as the buyer flipped it.
    setApiTransport(() => new Promise(() => undefined));
    act(() => signIn('a-token'));
    const { rerender } = renderInTheme(cardOf(car(1, 'BMW X1 sDrive18d')));
    fireEvent.click(screen.getByRole('button', { name: 'Add BMW X1 sDrive18d to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove BMW X1 sDrive18d from wishlist' }).getAttribute('aria-pressed')).toBe('true');

    // The same element, now for another car (the list keeps its cards by place).
    rerender(cardOf(car(2, 'Audi Q3 Sportback')));
    const heart = screen.getByRole('button', { name: 'Add Audi Q3 Sportback to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('img', { name: 'Audi Q3 Sportback' }).getAttribute('src')).toBe('/media/cars/2.svg');
  });

  it('an answer for the car a place showed before leaves the heart of the car it shows now alone', async () => {
    let refuse: () => void = () => undefined;
    setApiTransport(
      () => new Promise((resolve) => (refuse = () => resolve(Response.json({ success: false, message: 'No' }, { status: 409 })))),
    );
    act(() => signIn('a-token'));
    const { rerender } = renderInTheme(cardOf(car(1, 'BMW X1 sDrive18d')));
    fireEvent.click(screen.getByRole('button', { name: 'Add BMW X1 sDrive18d to wishlist' }));
    rerender(cardOf({ ...car(2, 'Audi Q3 Sportback'), wishlist_status: 1 }));
    // The BMW's add is refused: its heart would flip back, but this place shows the Audi now.
    await act(async () => refuse());
    const heart = screen.getByRole('button', { name: 'Remove Audi Q3 Sportback from wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});
