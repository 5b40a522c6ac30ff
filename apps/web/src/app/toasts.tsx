// Toasts (spec 01 section 9: top-right, 5000 ms). They live in their own element under <body>: an open
// MUI dialog hides every other child of <body> from assistive technology (aria-hidden), and the
// toasts raised from a dialog (the sign-in code, a server's error) must still be announced.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Slide, ToastContainer } from 'react-toastify';

export function Toasts() {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.id = 'toasts';
    return element;
  });

  useEffect(() => {
    document.body.appendChild(host);
    const observer = new MutationObserver(() => {
      if (host.hasAttribute('aria-hidden')) host.removeAttribute('aria-hidden');
    });
    observer.observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [host]);

  return createPortal(<ToastContainer position="top-right" autoClose={5000} transition={Slide} newestOnTop theme="light" />, host);
}
