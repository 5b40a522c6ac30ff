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
})();
