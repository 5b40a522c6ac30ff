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
