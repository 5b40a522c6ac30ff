import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { minify } from 'rolldown/experimental';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The built index.html loads the app through public/boot.js, after the first paint, instead of
 * fetching every module at once while the server's HTML is still painting. boot.js preloads every
 * file the entry needs before it hydrates: its static imports and the steps it imports itself
 * (main.tsx), with theirs; a route's own code is loaded by the route table.
 */
function deferAppScripts(): Plugin {
  return {
    name: 'luxe:defer-app-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry || !bundle || !chunk) throw new Error('deferAppScripts: no module script in index.html');
        const needed = new Set<string>();
        const visit = (fileName: string) => {
          const file = bundle[fileName];
          if (needed.has(fileName) || file?.type !== 'chunk') return;
          needed.add(fileName);
          file.imports.forEach(visit);
        };
        chunk.imports.forEach(visit);
        chunk.dynamicImports.forEach(visit);
        let out = html.replace(entry[0], '');
        for (const link of html.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g)) out = out.replace(link[0], '');
        const modules = [...needed].map((fileName) => `/${fileName}`).join(' ');
        const boot = `<script src="/boot.js" defer data-entry="${entry[1]}" data-modules="${modules}"></script>`;
        return out.replace('</head>', `  ${boot}\n  </head>`);
      },
    },
  };
}

/**
 * Code the app loads on first use whose files are fetched ahead while the browser is idle
 * (see lib/prefetch-code.ts): the overlays' modules, as paths under src/.
 */
const PREFETCHED_MODULES = [
  'features/cars/components/filter-sidebar.tsx',
  'features/auth/auth-dialog.tsx',
  'app/layout/sidebar.tsx',
  'lib/car-list-schema.ts',
];

/**
 * Writes into index.html, as JSON, the files each of PREFETCHED_MODULES needs beyond what every page
 * loads (its chunk and the chunks that imports), keyed by its path without the extension; the id is
 * lib/prefetch-code.ts's PREFETCH_MAP_ELEMENT_ID.
 */
function prefetchMap(): Plugin {
  return {
    name: 'luxe:prefetch-map',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) throw new Error('prefetchMap: no bundle');
        const closure = (fileName: string, into: Set<string>) => {
          const file = bundle[fileName];
          if (into.has(fileName) || file?.type !== 'chunk') return;
          into.add(fileName);
          file.imports.forEach((name) => closure(name, into));
        };
        // What boot.js already loads: the entry, its imports and its steps (deferAppScripts).
        const entryFiles = new Set<string>();
        closure(chunk.fileName, entryFiles);
        chunk.dynamicImports.forEach((name) => closure(name, entryFiles));
        const map: Record<string, string[]> = {};
        for (const module of PREFETCHED_MODULES) {
          const id = path.resolve(import.meta.dirname, 'src', module);
          // NOTE: the chunk that holds it (a module that only re-exports is no chunk's facade).
          const own = Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.includes(id));
          if (!own || entryFiles.has(own.fileName))
            throw new Error(`prefetchMap: ${module} is not loaded on its own (no chunk of its own)`);
          const files = new Set<string>();
          closure(own.fileName, files);
          map[module.replace(/\.tsx?$/, '')] = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
        }
        const json = JSON.stringify(map).replace(/</g, '\\u003c');
        return html.replace('</head>', `  <script type="application/json" id="luxe-prefetch">${json}</script>\n  </head>`);
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

/** public/boot.js is copied as written: its built copy is minified, as it counts in every first page's JavaScript. */
function minifyBoot(): Plugin {
  return {
    name: 'luxe:minify-boot',
    apply: (config) => !config.build?.ssr,
    async writeBundle(options) {
      const file = path.join(options.dir ?? 'dist', 'boot.js');
      const { code, errors } = await minify('boot.js', await readFile(file, 'utf8'));
      if (errors.length > 0) throw new Error(`minifyBoot: ${errors.map((e) => e.message).join('; ')}`);
      await writeFile(file, code);
    },
  };
}

/**
 * Writes a Brotli (best quality) and a gzip copy next to every text asset of the browser build; the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing each request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'luxe:precompress-assets',
    apply: (config) => !config.build?.ssr,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => /\.(js|css|svg)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (bytes.length < 1024) return;
          const target = path.join(outDir, file.fileName);
          await writeFile(`${target}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${target}.gz`, gzipSync(bytes, { level: 9 }));
        }),
      );
    },
  };
}

/** The module id that stands in for MUI's builder of a theme with CSS variables (themeWithoutCssVariables). */
const NO_CSS_VARIABLES_THEME = '\0luxe:no-css-variables-theme';

/**
 * MUI's createTheme carries the builder of a theme with CSS variables (with its CSS-variable helpers,
 * 4.5 KB of gzipped code on every page) although it calls it only for a theme that asks for CSS
 * variables or colour schemes, which ours (app/theme.ts) does not. The build leaves it out; a theme
 * that ever asks for them fails at once, saying why, rather than rendering without them.
 */
function themeWithoutCssVariables(): Plugin {
  let redirected = false;
  return {
    name: 'luxe:theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer !== undefined && /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer);
      if (!fromCreateTheme || source !== './createThemeWithVars.mjs') return null;
      redirected = true;
      return NO_CSS_VARIABLES_THEME;
    },
    load(id) {
      if (id !== NO_CSS_VARIABLES_THEME) return null;
      const message = 'This build leaves out MUI themes with CSS variables or colour schemes (vite.config.ts, themeWithoutCssVariables).';
      return `export default function createThemeWithVars() { throw new Error(${JSON.stringify(message)}); }`;
    },
    // It leans on MUI's own file names: should they change, the build stops here instead of growing quietly.
    generateBundle() {
      if (!redirected && !this.environment?.config.build.ssr)
        this.error(
          "MUI's styles/createTheme.mjs no longer imports ./createThemeWithVars.mjs: update themeWithoutCssVariables (docs/decisions/014).",
        );
    },
  };
}

/**
 * The code every page runs besides React DOM, as one file instead of some 30 files of a few hundred
 * bytes each: fewer requests, and gzip compresses the whole better than its parts (the first page's
 * code is ~4 KB smaller). MUI's runtime (styles, emotion, the system) and the components every page's
 * shell uses, React Router, and React Query as every page uses it (the client, the cache, queries and
 * useQuery). The menu's keyboard helper and the Grid, which only some pages use, stay out, as do the
 * hooks of mutations, which only forms use.
 */
const MUI_MATERIAL_CORE = [
  'styles',
  'utils',
  'zero-styled',
  'DefaultPropsProvider',
  'ButtonBase',
  'Button',
  'Typography',
  'Box',
  'Stack',
  'Container',
  'Link',
  'SvgIcon',
  'CircularProgress',
  'IconButton',
  'useLazyRipple',
  'transitions',
];
const MUI_CORE = new RegExp(
  `node_modules[\\\\/](@mui[\\\\/](utils|system|styled-engine|private-theming|material[\\\\/](${MUI_MATERIAL_CORE.join('|')}))|@emotion|stylis|react-is|hoist-non-react-statics|clsx|@babel[\\\\/]runtime|react-transition-group)[\\\\/]`,
);
const NOT_MUI_CORE = /useRovingTabIndex|[\\/]system[\\/].*Grid/;
const ROUTER = /node_modules[\\/]react-router[\\/]/;
const QUERY_CORE = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
const NOT_QUERY_CORE = /mutationObserver|useMutation/;
/** Our own small modules that every page's first route runs: one file with the runtime rather than five. */
const APP_CORE =
  /[\\/]src[\\/](lib[\\/](load-once|lazy-component|use-page-title|query-keys|api-client)|components[\\/]page-message)\.tsx?$/;
const inRuntime = (id: string) =>
  (MUI_CORE.test(id) && !NOT_MUI_CORE.test(id)) ||
  ROUTER.test(id) ||
  (QUERY_CORE.test(id) && !NOT_QUERY_CORE.test(id)) ||
  APP_CORE.test(id);

/**
 * The runtime group names MUI's folders, which are MUI's own layout: should one be renamed or moved, the
 * build stops and says which, instead of scattering its code over more files unnoticed.
 */
function runtimeGroupCheck(): Plugin {
  return {
    name: 'luxe:runtime-group-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const runtime = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'runtime');
      const ids = runtime?.type === 'chunk' ? runtime.moduleIds : [];
      const missing = MUI_MATERIAL_CORE.filter(
        (folder) => !ids.some((id) => new RegExp(`@mui[\\\\/]material[\\\\/]${folder}[\\\\/]`).test(id)),
      );
      if (missing.length > 0)
        this.error(
          `No module of @mui/material/${missing.join(', ')} is in the runtime chunk: MUI's layout changed; update MUI_MATERIAL_CORE in vite.config.ts (docs/decisions/014).`,
        );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    themeWithoutCssVariables(),
    runtimeGroupCheck(),
    react(),
    deferAppScripts(),
    preloadFonts(),
    prefetchMap(),
    minifyBoot(),
    precompressAssets(),
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'runtime', test: inRuntime }] } } },
  },
  // NOTE: the server renderer carries its own production builds of React, MUI and emotion, whatever
  // NODE_ENV the API runs with: their development builds render slower and name styles differently
  // from the browser's, which would make the browser insert every style rule again while hydrating.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The files of a worker share one page and their modules rather than each building its own: a
    // seventh of the time (9 s of 66). Each file empties the page after each of its tests (cleanup).
    isolate: false,
  },
}));
