// A part of a server-rendered page that hydrates on its own. React hydrates each Suspense boundary as
// a separate piece of work that yields to the browser in between, so the page is not one long task
// that blocks taps and scrolling; a tap inside a part that is not hydrated yet hydrates it first.
import { Suspense, type ReactNode } from 'react';

export function HydrationIsland({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
