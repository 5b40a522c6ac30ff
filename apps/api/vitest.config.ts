import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own app on its own database (test/helpers/app.ts), so the files of a worker
    // share their modules rather than loading the server's anew for each: half the suite's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
