import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The built index.html loads the app through public/boot.js, after the first paint, instead of
 * fetching every module at once while the server's HTML is still painting.
 */
function deferAppScripts(): Plugin {
  return {
    name: 'luxe:defer-app-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('deferAppScripts: no module script in index.html');
        const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const link of modules) out = out.replace(link[0], '');
        const boot = `<script src="/boot.js" defer data-entry="${entry[1]}" data-modules="${modules.map((m) => m[1]).join(' ')}"></script>`;
        return out.replace('</head>', `  ${boot}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), deferAppScripts()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
