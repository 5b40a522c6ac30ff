// pushEntry writes a history entry in the form React Router writes its own, which is the router's
// private detail: this test runs the real router around it, so an upgrade that changes the form fails
// here, loudly, rather than breaking Back and Forward on /cars (docs/decisions/014).
import { createBrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pushEntry } from './history-entry';

const popped = (router: ReturnType<typeof createBrowserRouter>, search: string) =>
  new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.location.search !== search) return;
      stop();
      resolve();
    });
  });

describe('a history entry written beside the router', () => {
  it('has the form of the router’s own, and the router counts, reads and returns to it', async () => {
    const router = createBrowserRouter([{ path: '*', Component: () => null }]);
    await router.navigate('/cars');
    const routers = window.history.state as Record<string, unknown>;
    expect(Object.keys(routers).sort()).toEqual(['idx', 'key', 'masked', 'usr']);

    pushEntry('/cars?car_brand=BMW');
    const ours = window.history.state as { idx: number; key: string };
    // `masked` is left out: the router reads an entry without it as one not masked, as its own says.
    expect(routers.masked).toBeUndefined();
    expect(ours).toStrictEqual({ usr: null, key: expect.any(String), idx: (routers.idx as number) + 1 });

    // The router's next push counts on from ours.
    await router.navigate('/compare');
    expect((window.history.state as { idx: number }).idx).toBe(ours.idx + 1);

    // Back through the router lands on our entry, with its key (scroll restoration goes by it).
    const back = popped(router, '?car_brand=BMW');
    await router.navigate(-1);
    await back;
    expect(router.state.location).toMatchObject({ pathname: '/cars', search: '?car_brand=BMW', key: ours.key });
    router.dispose();
  });
});
