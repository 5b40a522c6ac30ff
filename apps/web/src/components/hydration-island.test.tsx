import { act, cleanup, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeferredIsland } from './hydration-island';

// jsdom has no IntersectionObserver: here a part comes near only when it is pointed at.
const noIntersections = () =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
beforeAll(noIntersections);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  cleanup();
});

const page = (text: string) => (
  <MemoryRouter>
    <DeferredIsland>
      <p>{text}</p>
    </DeferredIsland>
  </MemoryRouter>
);

/** The server's HTML of `page('first')` in the document, hydrated. */
async function hydrated() {
  // As on the server, where there is no document.
  vi.stubGlobal('document', undefined);
  const html = renderToString(page('first'));
  vi.unstubAllGlobals();
  noIntersections();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page('first'));
  });
  return container;
}

describe('DeferredIsland', () => {
  it('keeps the server HTML until the part is used, then renders what it is given', async () => {
    const container = await hydrated();
    const island = container.querySelector<HTMLElement>('[data-deferred]')!;
    expect(island.hasAttribute('data-hydrated')).toBe(false);

    await act(async () => {
      fireEvent.pointerOver(island);
    });
    expect(island.hasAttribute('data-hydrated')).toBe(true);

    await act(async () => root!.render(page('second')));
    expect(container.textContent).toBe('second');
  });

  it('reads no layout in its renders once it has opened (a page that renders it on every change)', async () => {
    const container = await hydrated();
    await act(async () => {
      fireEvent.pointerOver(container.querySelector('[data-deferred]')!);
    });

    const layoutReads = vi.spyOn(Element.prototype, 'getClientRects');
    for (const text of ['second', 'third', 'fourth']) await act(async () => root!.render(page(text)));
    expect(container.textContent).toBe('fourth');
    expect(layoutReads).not.toHaveBeenCalled();
    layoutReads.mockRestore();
  });
});
