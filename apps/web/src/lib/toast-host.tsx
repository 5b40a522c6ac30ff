// Toasts (top-right, 5000 ms). They live in their own element under <body>, with a
// React root of their own: an open MUI dialog hides every other child of <body> from assistive
// technology (aria-hidden), and the toasts raised from a dialog (the sign-in code, a server's error)
// must still be announced. Their own root also keeps them out of the hydration of the server's HTML.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Slide, toast as toastify, ToastContainer, type Id } from 'react-toastify';

/** Error toasts still on screen: a success that follows closes them, so an old error never outlives it. */
const errorsShown = new Set<Id>();

export const toast = {
  success(message: string): void {
    errorsShown.forEach((id) => toastify.dismiss(id));
    errorsShown.clear();
    toastify.success(message);
  },
  error(message: string): void {
    const id = toastify.error(message, { onClose: () => errorsShown.delete(id) });
    errorsShown.add(id);
  },
  info(message: string): void {
    toastify.info(message);
  },
};

function Toasts({ host }: { host: HTMLElement }) {
  useEffect(() => {
    const observer = new MutationObserver(() => {
      if (host.hasAttribute('aria-hidden')) host.removeAttribute('aria-hidden');
    });
    observer.observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [host]);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      transition={Slide}
      newestOnTop
      theme="light"
      // Below the sticky header at every width: react-toastify's own rule for phones puts them at the very
      // top, over the wishlist and account icons.
      style={{ top: 'var(--toastify-toast-top)' }}
    />
  );
}

export function mountToasts(): void {
  const host = document.createElement('div');
  host.id = 'toasts';
  document.body.appendChild(host);
  createRoot(host).render(<Toasts host={host} />);
}
