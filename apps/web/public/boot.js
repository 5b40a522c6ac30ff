// Starts the app's code once the browser has shown the server-rendered page (and its main picture): on
// a slow connection the page's text, styles and first image get the bandwidth first.
// The build (vite.config.ts, deferAppScripts) names the entry and its modules on this element.
(function () {
  var boot = document.currentScript;
  var entry = boot.getAttribute('data-entry');
  var modules = (boot.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // Once the page is on the screen: its first contentful paint, or, on a page with a main picture
  // (fetchpriority=high: a car page's first photo), that picture's paint. The browser reports both only
  // once shown, so a request of the code made earlier would compete with them for the connection.
  // The app shell (a page the server did not render) has nothing to show before the code.
  var page = document.getElementById('root');
  if (!page || !page.firstElementChild) start();
  var picture = document.querySelector('img[fetchpriority="high"]');
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var type = picture && types.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : 'paint';
  if (types.indexOf(type) >= 0) {
    var observer = new PerformanceObserver(function (list) {
      var shown = list.getEntries().some(function (entry) {
        return type === 'paint' ? entry.name === 'first-contentful-paint' : entry.element === picture;
      });
      if (!shown) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: type, buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A tab in the background paints nothing; a picture may fail, or another element be larger: the code
  // never waits longer than this.
  setTimeout(start, document.visibilityState === 'hidden' ? 200 : 1500);

  // A tap on a button of the server's HTML before the app has taken the page over would do nothing
  // (no handler is attached yet): the last such button is pressed again once the app is ready (main.tsx
  // marks <html data-app="ready">), when React handles it. Links work without the app, and a form sent
  // early is held by its part of the page (components/hydration-island.tsx), so both are left alone.
  var root = document.documentElement;
  var pressed = null;
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
    pressed = button;
  }
  document.addEventListener('click', hold, true);
  new MutationObserver(function (changes, observer) {
    if (root.getAttribute('data-app') !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    if (pressed && pressed.isConnected) pressed.click();
    pressed = null;
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
})();
