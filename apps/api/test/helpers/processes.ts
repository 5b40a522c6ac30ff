// The real server process (src/main.ts, or another script of the API) started for a test, its output kept.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startProcess(env: Record<string, string>, script = 'src/main.ts', args: string[] = []): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, INIT_CWD: apiDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits (up to `tenths` tenths of a second) for the output to match; fails if the process ends first. */
export async function waitForOutput(running: Running, pattern: RegExp, tenths = 600): Promise<RegExpMatchArray> {
  for (let i = 0; i < tenths; i++) {
    const match = running.output().match(pattern);
    if (match) return match;
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${running.output()}`);
}
