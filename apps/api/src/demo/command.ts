// What the operator's commands (dealers, operators) share: the database of the configuration, migrated,
// for one command; and running a module as the command only when it is invoked, not when a test imports it.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';

export async function withDatabase<T>(work: (db: Db, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    return await work(database.db, config);
  } finally {
    await database.close();
  }
}

/** Runs `main` with the command line when the module at `moduleUrl` is the command itself; its answer is the exit code. */
export function runAsCommand(moduleUrl: string, name: string, main: (argv: string[]) => Promise<number>): void {
  const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(moduleUrl));
  if (!invoked) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(`${name}: failed:`, err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
