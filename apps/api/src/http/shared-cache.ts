// The shared cache of guests' answers (docs/page-cache.md): rendered public pages and the public
// catalogue reads, by address, each at most `maxAgeMs` old and only under the pages' version it was
// made under (db/pages-version.ts), so a change to a car drops every page that shows it at once. One
// make at a time per address: guests asking meanwhile wait for it rather than making their own. Each
// answer carries an ETag and is compressed once (Brotli and gzip, on libuv's threads), when a request
// first takes an encoding: a server render's own calls, which take none, never wait for it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/** An answer as the cache keeps it: the body uncompressed, and the headers of its own that it is sent with. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** false: sent, but never kept (the app shell in place of a page that did not render). */
  keep?: boolean;
}

export interface Entry extends Answer {
  key: string;
  etag: string;
  /** The body in Brotli and gzip, made at the first call (none for a small body). */
  encoded: () => Promise<Encoded | undefined>;
  /** The pages' version before the answer's data was read. */
  version: string;
  /** When its making began (the clock's ms): its age counts from there. */
  bornAt: number;
  bytes: number;
}

/** A kept body, compressed. */
export interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

/** What a make gave: the answer to send, and the entry when it was kept. */
export interface Made {
  answer: Answer;
  entry: Entry | undefined;
}

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** No answer older than this is served. */
  maxAgeMs: number;
}

export interface CacheCounts {
  /** Answered from a kept entry. */
  hits: number;
  /** Waited for another guest's make of the same address. */
  joined: number;
  /** Made afresh (nothing kept, or too old, or of an older version). */
  misses: number;
  /** Made again in the background while the kept one was still served. */
  refreshes: number;
  /** Dropped to stay within the bounds, least recently used first. */
  evictions: number;
  /** Dropped because the catalogue changed or they grew too old. */
  expired: number;
  /** Not kept: not a good answer (an error, the app shell, a cookie set). */
  refused: number;
  entries: number;
  bytes: number;
}

/** Below this a body is sent as it is (as @fastify/compress's threshold in app.ts). */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli's quality 5 packs a page within a few per cent of 11 at a tenth of its time. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** A kept entry is made again in the background once it is this far into its life, so a busy page never expires under its guests. */
const REFRESH_AT = 0.6;
/** A guest waits at most this long for another's make of the same address before making its own. */
const JOIN_WAIT_MS = 5000;
/** Answers worth keeping: a page or a call that worked, or a page that says what is not there. */
const KEPT_STATUSES = new Set([200, 404]);
/** Headers an entry never carries: they are the request's own, or the cache's to set. */
const OWN_HEADERS = /^(set-cookie|content-length|content-encoding|etag|x-request-id|date|connection|transfer-encoding)$/i;

export class SharedCache {
  /** In use order: the first is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  /** Makes under way: what each will give, and the version it began under. */
  private readonly making = new Map<string, { made: Promise<Made | null>; version: Promise<string> }>();
  private bytes = 0;
  private readonly tally = { hits: 0, joined: 0, misses: 0, refreshes: 0, evictions: 0, expired: 0, refused: 0 };

  constructor(
    private readonly limits: CacheLimits,
    /** The pages' version as of now (PagesVersion.current). */
    private readonly version: () => Promise<string>,
    /** The app's clock, in ms: ages follow it (tests move it by hand). */
    private readonly now: () => number,
  ) {}

  counts(): CacheCounts {
    return { ...this.tally, entries: this.entries.size, bytes: this.bytes };
  }

  /** Counts a make that its caller does itself (begin). */
  missed(): void {
    this.tally.misses += 1;
  }

  /** The entry kept for `key` when it is of the current version and young enough; counts a hit. */
  async lookup(key: string): Promise<Entry | undefined> {
    if (!this.entries.has(key)) return undefined;
    const version = await this.version();
    // Read after the version: an entry kept meanwhile is judged too.
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.bornAt;
    if (entry.version !== version || age < 0 || age >= this.limits.maxAgeMs) {
      this.drop(key, entry);
      this.tally.expired += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.tally.hits += 1;
    return entry;
  }

  /** Whether a kept entry is old enough to be made again while it is still served. */
  dueForRefresh(entry: Entry): boolean {
    return this.now() - entry.bornAt >= this.limits.maxAgeMs * REFRESH_AT && !this.making.has(entry.key);
  }

  /**
   * The answer for `key`: kept, or made by `make` once for every guest who asks meanwhile; `source` says
   * which (a kept one, another guest's make waited for, or this request's own).
   */
  async answer(key: string, make: () => Promise<Answer>): Promise<Made & { source: 'kept' | 'joined' | 'made' }> {
    const entry = await this.lookup(key);
    if (entry) {
      if (this.dueForRefresh(entry)) {
        this.tally.refreshes += 1;
        void this.make(key, make).catch(() => undefined);
      }
      return { answer: entry, entry, source: 'kept' };
    }
    // Checked and begun in one step: of guests asking at once, the first makes it and the others join.
    if (this.busy(key)) {
      const joined = await this.join(key);
      if (joined) return { ...joined, source: 'joined' };
    }
    this.tally.misses += 1;
    return { ...(await this.make(key, make)), source: 'made' };
  }

  /** Whether `key` is being made. */
  busy(key: string): boolean {
    return this.making.has(key);
  }

  /**
   * The make under way for `key`: what it gives (null if it gave up or took too long), or undefined when
   * there is none, or it began before the catalogue last changed (its answer may not show the change).
   */
  async join(key: string): Promise<Made | null | undefined> {
    const making = this.making.get(key);
    if (!making) return undefined;
    const [theirs, now] = await Promise.all([making.version.catch(() => undefined), this.version()]);
    if (theirs !== now) return undefined;
    this.tally.joined += 1;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), JOIN_WAIT_MS)));
    return Promise.race([making.made, late]).finally(() => clearTimeout(timer));
  }

  /**
   * Begins making `key` (the caller produces the answer itself, then calls `finish`): others asking for it
   * meanwhile join. Answers once the version is read, so the data the caller reads next is no older than it.
   */
  async begin(key: string): Promise<(answer: Answer | null) => Promise<Made | null>> {
    let settle!: (made: Made | null) => void;
    const made = new Promise<Made | null>((resolve) => (settle = resolve));
    const reading = this.version();
    const making = { made, version: reading };
    this.making.set(key, making);
    const bornAt = this.now();
    let version: string;
    try {
      version = await reading;
    } catch (err) {
      if (this.making.get(key) === making) this.making.delete(key);
      settle(null);
      throw err;
    }
    let finished = false;
    return async (answer) => {
      if (finished) return made;
      finished = true;
      try {
        const result = answer ? { answer, entry: await this.keep(key, answer, version, bornAt) } : null;
        settle(result);
        return result;
      } catch {
        settle(answer ? { answer, entry: undefined } : null);
        return made;
      } finally {
        if (this.making.get(key) === making) this.making.delete(key);
      }
    };
  }

  private async make(key: string, make: () => Promise<Answer>): Promise<Made> {
    const finish = await this.begin(key);
    let answer: Answer;
    try {
      answer = await make();
    } catch (err) {
      await finish(null);
      throw err;
    }
    return (await finish(answer)) ?? { answer, entry: undefined };
  }

  private async keep(key: string, answer: Answer, version: string, bornAt: number): Promise<Entry | undefined> {
    if (
      answer.keep === false ||
      !KEPT_STATUSES.has(answer.status) ||
      Object.keys(answer.headers).some((name) => name.toLowerCase() === 'set-cookie')
    ) {
      this.tally.refused += 1;
      return undefined;
    }
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !OWN_HEADERS.test(name)));
    const hash = createHash('sha1').update(answer.body).digest('base64url').slice(0, 22);
    const entry: Entry = {
      key,
      status: answer.status,
      headers,
      body: answer.body,
      // Weak: the same page in every encoding (RFC 9110 8.8.1).
      etag: `W/"${hash}"`,
      encoded: () => Promise.resolve(undefined),
      version,
      bornAt,
      bytes: answer.body.length + key.length + 256,
    };
    if (answer.body.length >= COMPRESS_FROM_BYTES) entry.encoded = this.encoderOf(entry);
    if (entry.bytes > this.limits.maxBytes) {
      this.tally.refused += 1;
      return undefined;
    }
    const before = this.entries.get(key);
    // A slower make that began before the one kept now is not let to replace it.
    if (before && before.bornAt > bornAt) return entry;
    if (before) this.drop(key, before);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  /** Compresses an entry once, when first asked; its encodings then count in its bytes. */
  private encoderOf(entry: Entry): () => Promise<Encoded> {
    let encoding: Promise<Encoded> | undefined;
    return () =>
      (encoding ??= Promise.all([brotli(entry.body, BROTLI), gzip(entry.body)]).then(([br, gz]) => {
        const kept = this.entries.get(entry.key) === entry;
        entry.bytes += br.length + gz.length;
        if (kept) {
          this.bytes += br.length + gz.length;
          this.evict();
        }
        return { br, gzip: gz };
      }));
  }

  /** Drops the least recently used entries until the cache is within its bounds. */
  private evict(): void {
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.drop(oldest, old);
      this.tally.evictions += 1;
    }
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** The encodings a request takes, by its Accept-Encoding (q=0 refuses one; '*' takes any). */
function takes(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return false;
  let any = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === encoding) return !refused;
    if (name === '*') any = !refused;
  }
  return any;
}

/** Whether the request's If-None-Match names the entry (weak comparison, as for GET). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** Sends a kept answer: 304 when the client holds it, else in the best encoding the client takes. */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer | Entry,
  cache?: 'hit' | 'miss',
): Promise<FastifyReply> {
  reply.status(answer.status).headers(answer.headers);
  if (cache) reply.header('x-cache', cache);
  const vary = answer.headers.vary;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (!('etag' in answer)) return reply.send(answer.body);
  reply.header('etag', answer.etag);
  if (notModified(request, answer.etag)) return reply.status(304).send();
  const encoding = takes(request, 'br') ? 'br' : takes(request, 'gzip') ? 'gzip' : undefined;
  const encoded = encoding && (await answer.encoded());
  if (!encoding || !encoded) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encoded[encoding]);
}

/** The cache's counts in the log every minute that saw any change (what operators watch: docs/operators.md). */
export function logCacheCounts(app: { log: FastifyBaseLogger }, cache: SharedCache): NodeJS.Timeout {
  let last = '';
  return setInterval(() => {
    const counts = cache.counts();
    const text = JSON.stringify(counts);
    if (text === last) return;
    last = text;
    app.log.info({ sharedCache: counts }, 'shared cache of guests’ pages and catalogue reads (counts since start)');
  }, 60_000).unref();
}
