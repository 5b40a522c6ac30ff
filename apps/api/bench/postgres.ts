// A PostgreSQL server for the benchmark: BENCH_DATABASE_URL when given, else a throwaway cluster from
// Debian's binaries on 127.0.0.1 (as CI starts one), stopped and deleted when the benchmark ends.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PgServer {
  adminUrl: string;
  stop(): void;
}

function run(command: string, args: string[], asPostgres: boolean): void {
  if (asPostgres) execFileSync('su', ['postgres', '-c', [command, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'ignore' });
  else execFileSync(command, args, { stdio: 'ignore' });
}

export function startPostgres(): PgServer | null {
  if (process.env.BENCH_DATABASE_URL) return { adminUrl: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) return null;
  const bin = path.join(root, version, 'bin');
  const dir = mkdtempSync(path.join(tmpdir(), 'luxe-bench-pg-'));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const port = 55000 + Math.floor(Math.random() * 900);
  run(path.join(bin, 'initdb'), ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust'], asPostgres);
  run(
    path.join(bin, 'pg_ctl'),
    [
      '-D',
      `${dir}/data`,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c shared_buffers=512MB`,
      '-l',
      `${dir}/log`,
      '-w',
      'start',
    ],
    asPostgres,
  );
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop'], asPostgres);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
