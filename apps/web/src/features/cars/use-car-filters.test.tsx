import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFilters, type CarFilters } from './filters';
import { useCarFilters } from './use-car-filters';

afterEach(cleanup);

let update: (next: CarFilters, ready?: Promise<unknown>) => void;

function Harness({ expose }: { expose: (change: typeof update) => void }) {
  const [filters, change] = useCarFilters();
  useEffect(() => {
    expose(change);
  }, [expose, change]);
  return <p data-testid="shown">{filters.car_brand.join(',') || 'none'}</p>;
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness expose={(change) => (update = change)} />
    </MemoryRouter>,
  );
}

const shown = () => screen.getByTestId('shown').textContent;
const brands = (search: string) => parseFilters(new URLSearchParams(search));
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
/** The next paint and the task after it, when a change without an answer to wait for renders. */
const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useCarFilters', () => {
  it('writes the address at once and renders the change after the next paint', async () => {
    renderAt('/cars');
    act(() => update(brands('car_brand=BMW')));
    expect(window.location.search).toBe('?car_brand=BMW');
    expect(shown()).toBe('none');
    await afterPaint();
    expect(shown()).toBe('BMW');
  });

  it('renders a change once its answer is here, so the change and its cards are one render', async () => {
    renderAt('/cars');
    const answer = deferred();
    act(() => update(brands('car_brand=Audi'), answer.promise));
    await wait(100);
    expect(shown()).toBe('none');
    await act(async () => answer.resolve());
    expect(shown()).toBe('Audi');
  });

  it('renders without the answer after 400 ms, and when the answer fails', async () => {
    renderAt('/cars');
    act(() => update(brands('car_brand=Audi'), new Promise(() => undefined)));
    await wait(250);
    expect(shown()).toBe('none');
    await wait(300);
    expect(shown()).toBe('Audi');

    const failing = Promise.reject(new Error('offline'));
    failing.catch(() => undefined);
    act(() => update(brands('car_brand=Jaguar'), failing));
    await afterPaint();
    await wait(0);
    expect(shown()).toBe('Jaguar');
  });

  it("shows the later of two changes, even when the earlier one's answer comes last", async () => {
    renderAt('/cars');
    const slow = deferred();
    const quick = deferred();
    act(() => update(brands('car_brand=Audi'), slow.promise));
    act(() => update(brands('car_brand=Audi,BMW'), quick.promise));
    await act(async () => quick.resolve());
    await afterPaint();
    expect(shown()).toBe('Audi,BMW');
    await act(async () => slow.resolve());
    expect(shown()).toBe('Audi,BMW');
    expect(window.location.search).toBe('?car_brand=Audi,BMW');
  });
});
