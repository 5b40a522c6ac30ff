// End-to-end tests: the real server (built web app + API) on a fresh embedded database, driven in
// Debian's Chromium (no browser download: launch /usr/bin/chromium).
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3917);
const repoRoot = path.resolve(import.meta.dirname, '../..');
// The server's data directory (its embedded database): one in the checkout, emptied by the server's
// start command (not here: the config is also evaluated by workers and by `--list`, while a server
// may be running on it), so runs leave nothing behind but the last one's data.
process.env.E2E_DATA_DIR ??= path.join(repoRoot, '.tmp/e2e-data');
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The demo catalogue is put in by the operator's seed command rather than by the server's first
    // start, so that the operator's dealer list (`npm run dealers`) can be read before the server opens
    // the embedded database (one process at a time): e2e/vendor.spec.ts signs in as a listed dealer.
    command: [
      `rm -rf "${dataDir}"`,
      `mkdir -p "${dataDir}"`,
      'npm run build',
      'npm run seed --silent --workspace @luxe/api -- --cars 60',
      `npm run dealers --silent --workspace @luxe/api > "${path.join(dataDir, 'dealers.txt')}"`,
      'npm run start --workspace @luxe/api',
    ].join(' && '),
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CARS: '60',
      LOG_LEVEL: 'warn',
      // Each test sends its own X-Forwarded-For (e2e/support.ts), believed from this machine only.
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: '',
    },
  },
});
