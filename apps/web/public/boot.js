// Starts the app's code once the browser has painted the server-rendered page: on a slow connection
// the page's text, styles and first image get the bandwidth first, and the code follows at once.
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
  // After the next frame is painted; a tab in the background paints no frames, hence the timer.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 200);

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
