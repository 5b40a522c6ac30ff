// A component whose code loads on demand, like React.lazy, but which renders at once (no suspending)
// once its code is there, and can be loaded ahead: the browser loads the code of the page it is about
// to hydrate, the server renderer the code of every page and section it renders, before rendering.
import { use, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from './load-once';

export interface LazyComponent<P> {
  (props: P): ReactNode;
  /** Loads the code; the same promise every time. */
  load(): Promise<ComponentType<P>>;
  /** Whether the code is there, so that a render would not suspend. */
  isLoaded(): boolean;
}

const everyLoad: (() => Promise<unknown>)[] = [];
/** How many of `everyLoad` have loaded: after the first page, the server renderer finds nothing new. */
let loadedCount = 0;

/**
 * For the server renderer, which renders in one go: loads the code of every lazy component, also of
 * those that the loaded code itself defines, so none suspends while rendering.
 */
export async function loadEveryLazyComponent(): Promise<void> {
  while (loadedCount < everyLoad.length) {
    const end = everyLoad.length;
    await Promise.all(everyLoad.slice(loadedCount, end).map((load) => load()));
    loadedCount = Math.max(loadedCount, end);
  }
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  // A failed download is tried again on the next render.
  const start = loadOnce(() => load().then((component) => (loaded = component)));
  function Lazy(props: P) {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  Lazy.load = start;
  Lazy.isLoaded = () => loaded !== undefined;
  everyLoad.push(start);
  return Lazy;
}
