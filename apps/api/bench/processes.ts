// Server processes of the benchmarks: started with tsx, ready when a URL answers 200, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts a server process and waits until `readyUrl` answers 200. */
export async function startProcess(cwd: string, args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: number | null | undefined;
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => (exited = code));
  for (let i = 0; i < 1200; i++) {
    if (exited !== undefined) throw new Error(`${args.join(' ')} exited with ${exited}:\n${output}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${args.join(' ')} did not start:\n${output}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * `count` neighbouring ports from a random start, for servers. Below the ephemeral range (32768 and up
 * here): a port autocannon's own connections hold cannot be listened on.
 */
export function freePorts(count: number): number[] {
  const port = 20000 + count * Math.floor(Math.random() * 3000);
  return Array.from({ length: count }, (_, i) => port + i);
}

/**
 * Our server (src/main.ts of the apps/api in `cwd`) on 127.0.0.1:`port`: no demo seeding, warnings only.
 * With `barePort`, the same process also serves the bare route there (bench/server-with-bare.ts).
 */
export function startOurServer(cwd: string, port: number, env: Record<string, string> = {}, barePort?: number): Promise<ChildProcess> {
  return startProcess(
    cwd,
    [barePort === undefined ? 'src/main.ts' : 'bench/server-with-bare.ts'],
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_CARS: '0',
      LOG_LEVEL: 'warn',
      ...(barePort === undefined ? {} : { BARE_PORT: String(barePort) }),
    },
    `http://127.0.0.1:${port}/api/health`,
  );
}

/** The benchmark's yardstick (bench/bare-server.ts of the apps/api in `cwd`) on 127.0.0.1:`port`, its route at /list. */
export function startBareRoute(cwd: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  return startProcess(cwd, ['bench/bare-server.ts'], { ...env, PORT: String(port) }, `http://127.0.0.1:${port}/list`);
}
