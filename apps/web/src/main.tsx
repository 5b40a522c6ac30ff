// One variable font file carries every weight: the page lays its text out again once, not per weight.
import '@fontsource-variable/manrope/wght.css';

/** Lets the browser handle a tap, a scroll or a paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code is run in steps, each a task of its own, instead of in one long task that would block
 * a tap on the server-rendered page; boot.js has already fetched the files of every step at once.
 */
async function start(root: HTMLElement) {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  await import('./app/app');
  await nextTask();
  await import('./app/layout/layout');
  await nextTask();
  const { createBrowserApp, loadCurrentRoute } = await import('./app/browser-app');
  await nextTask();
  await loadCurrentRoute();
  await nextTask();
  const app = createBrowserApp();
  // The server renders public pages; the signed-in pages arrive empty and are rendered here.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // From here on a tap is handled (React replays one aimed at a part not hydrated yet); tests wait for it.
  document.documentElement.dataset.app = 'ready';
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
