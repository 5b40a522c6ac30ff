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

/**
 * Preloads the font files every page's text needs (Latin, and Latin Extended for the rupee sign), so
 * they arrive with the styles and the page lays its text out once instead of again when each arrives.
 */
function preloadFonts(): Plugin {
  return {
    name: 'luxe:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => /manrope-latin(-ext)?-wght-normal-[\w-]+\.woff2$/.test(file));
        if (fonts.length !== 2) throw new Error(`preloadFonts: expected the two Latin font files, found ${fonts.join(', ') || 'none'}`);
        const links = fonts.map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`).join('\n    ');
        return html.replace('<link rel="icon"', `${links}\n    <link rel="icon"`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), deferAppScripts(), preloadFonts()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
