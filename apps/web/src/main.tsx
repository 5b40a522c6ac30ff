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
  const { app, hydratable } = createBrowserApp();
  // The server renders every page it can; a signed-in page a guest asks for arrives empty and is rendered here.
  if (root.hasChildNodes() && hydratable) hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // From here on a tap is handled (React replays one aimed at a part not hydrated yet); tests wait for it.
  document.documentElement.dataset.app = 'ready';
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
