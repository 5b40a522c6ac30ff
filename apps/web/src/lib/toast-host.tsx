// Toasts (spec 01 section 9: top-right, 5000 ms). They live in their own element under <body>, with a
// React root of their own: an open MUI dialog hides every other child of <body> from assistive
// technology (aria-hidden), and the toasts raised from a dialog (the sign-in code, a server's error)
// must still be announced. Their own root also keeps them out of the hydration of the server's HTML.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Slide, ToastContainer } from 'react-toastify';

export { toast } from 'react-toastify';

function Toasts({ host }: { host: HTMLElement }) {
  useEffect(() => {
    const observer = new MutationObserver(() => {
      if (host.hasAttribute('aria-hidden')) host.removeAttribute('aria-hidden');
    });
    observer.observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [host]);
  return <ToastContainer position="top-right" autoClose={5000} transition={Slide} newestOnTop theme="light" />;
}

export function mountToasts(): void {
  const host = document.createElement('div');
  host.id = 'toasts';
  document.body.appendChild(host);
  createRoot(host).render(<Toasts host={host} />);
}
