// Toasts. Their code, react-toastify and its container, loads with the first toast
// shown: no page needs it before the buyer does something, so it stays out of the first route's script.
import type * as ToastHost from './toast-host';

type ToastKind = 'success' | 'error' | 'info';

let host: Promise<typeof ToastHost> | undefined;

function show(kind: ToastKind, message: string): void {
  host ??= import('./toast-host').then((module) => {
    module.mountToasts();
    return module;
  });
  host.then(
    (module) => module.toast[kind](message),
    (error: unknown) => {
      // The next toast tries again (a deploy may have replaced the file, or the network dropped).
      host = undefined;
      console.error('Could not load the toasts', error);
    },
  );
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
