// The real server (built web app + API) on a fresh embedded database with a small demo catalogue, for
// the measuring scripts (lighthouse.mjs, responsiveness.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

/** Starts the server on `port` and waits until it answers; `stop()` ends it and removes its data. */
export async function startDemoServer(port, cars = 120) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'luxe-demo-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CARS: String(cars),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
