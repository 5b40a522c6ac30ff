// Lint rules, including the import boundaries (docs/decisions/001-stack-and-layout.md): contract <- apps; inside the web app,
// shared code <- features <- app, and a feature does not reach into another feature.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url));
const apiEntries = apiModules.map((module) => `./${module}/index.ts`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/*.tmp.mjs',
      '**/*.tmp.ts',
      '**/node_modules/**',
      '**/src/db/migrations/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@luxe/api', '@luxe/web'], message: 'The contract depends on nothing of the apps.' }] },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature's internals.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature; move shared code to components/ or lib/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/dealer-hub', './apps/web/src/ops-console'],
              message: 'Shared code does not depend on features, the app or the dealer panel.',
            },
            // The dealer panel (dealer-hub/) and the buyer's code stay apart: both may use
            // components/ and lib/; only the route table (app/routes.tsx) loads the panel, lazily.
            {
              target: ['./apps/web/src/features', './apps/web/src/app/layout', './apps/web/src/app/!(routes).tsx'],
              from: './apps/web/src/dealer-hub',
              message: "The buyer's code does not import the dealer panel (only app/routes.tsx loads it, lazily).",
            },
            {
              target: './apps/web/src/dealer-hub',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: "The dealer panel does not import the buyer's features or app shell; shared code goes to components/ or lib/.",
            },
            // The operators' console (ops-console/) likewise: only app/routes.tsx loads it, lazily; it uses the
            // dealer panel's look (its components and formatting), never its session or calls.
            {
              target: [
                './apps/web/src/features',
                './apps/web/src/app/layout',
                './apps/web/src/app/!(routes).tsx',
                './apps/web/src/dealer-hub',
              ],
              from: './apps/web/src/ops-console',
              message: "Nothing but the route table (app/routes.tsx, lazily) imports the operators' console.",
            },
            {
              target: './apps/web/src/ops-console',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: "The operators' console does not import the buyer's features or app shell; shared code goes to components/ or lib/.",
            },
            {
              target: './apps/web/src/ops-console',
              from: './apps/web/src/dealer-hub',
              except: ['./components', './format.ts'],
              message: "The operators' console uses the dealer panel's components only, never its session or calls.",
            },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features do not depend on the app shell.' },
          ],
        },
      ],
    },
  },
  {
    // The API's structure (README, "How the server is built"): no import cycle; a module is used through its
    // index.ts only; nothing but main.ts imports app.ts; the low layers know nothing of modules or the edge.
    files: ['apps/api/src/**/*.ts'],
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Only our own files are followed for cycles: parsing the dependencies' bundles costs a minute.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModules.map((module) => ({
              target: `./apps/api/src/modules/${module}`,
              from: './apps/api/src/modules',
              except: [`./${module}`, ...apiEntries],
              message: 'A module uses another module through its index.ts only: export what is needed there.',
            })),
            {
              target: ['./apps/api/src/!(modules)/**', './apps/api/src/*.ts'],
              from: './apps/api/src/modules',
              except: apiEntries,
              message: 'Outside the modules, a module is used through its index.ts only.',
            },
            {
              target: ['./apps/api/src/*/**', './apps/api/src/!(main).ts'],
              from: './apps/api/src/app.ts',
              message: 'Only main.ts (and the tests) build the app: what modules need comes from deps.ts.',
            },
            {
              target: ['./apps/api/src/db', './apps/api/src/lib', './apps/api/src/integrations', './apps/api/src/media'],
              from: ['./apps/api/src/modules', './apps/api/src/http', './apps/api/src/site', './apps/api/src/jobs'],
              message: 'The low layers (db, lib, integrations, media) know nothing of modules, the edge or the site.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts', '**/scripts/**', '**/*.mjs', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
