// One owner per embedded database: two processes on one PGlite folder each keep their own
// copy in memory and lose each other's acknowledged writes, so the folder is locked for the owner's life.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'database.lock';
/** A takeover of a dead holder's lock lasts microseconds; one older than this was left by a process that died in it. */
const TAKEOVER_STALE_MS = 10_000;

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${holderPid}): only one process may open it. ` +
        `Stop that process first (the server, \`npm run seed\` or \`npm run dealers\`), or, to run several servers, ` +
        `give them one PostgreSQL database with DATABASE_URL.`,
    );
  }
}

/** Folders this process holds: a lock naming our own pid that is not among them was left by an earlier process (a container restarted with the same pid). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function tryUnlink(file: string): void {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Creates `file` holding `content` only if it does not exist; the content is there the moment the file is (link is atomic). */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, content);
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    tryUnlink(temp);
  }
}

/**
 * Takes the lock of `dataDir` for this process, taking over one whose holder is dead; throws
 * DatabaseInUseError naming a live holder. Answers the release, which removes the lock if it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const takeover = `${file}.takeover`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 100; attempt++) {
    if (createExclusive(file, mine)) {
      held.add(file);
      const release = () => {
        process.off('exit', release);
        if (!held.delete(file)) return;
        if (readHolder(file) === process.pid) tryUnlink(file);
      };
      // Released on close, and on any exit that skips it (process.exit after a failed shutdown).
      process.on('exit', release);
      return release;
    }
    const holder = readHolder(file);
    if (holder === undefined) continue; // removed meanwhile, or being written by a takeover: try again
    const stale = holder === process.pid ? !held.has(file) : !isAlive(holder);
    if (!stale) throw new DatabaseInUseError(dataDir, holder);
    // Two processes finding one dead holder must not both take over: the takeover file lets one through.
    if (!createExclusive(takeover, mine)) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10); // another process is taking over: give it a moment
      try {
        if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_STALE_MS) tryUnlink(takeover);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
      continue;
    }
    try {
      // Still the dead holder's (not a lock another process took over since we read it): remove it.
      if (readHolder(file) === holder) tryUnlink(file);
    } finally {
      tryUnlink(takeover);
    }
  }
  throw new Error(`Could not take the lock of the embedded database in ${dataDir} (${file}); remove it if no process uses the folder.`);
}
