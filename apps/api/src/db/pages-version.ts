// The pages' version: one number in app_meta that every transaction writing what a public page shows
// bumps once, at its commit, announcing the new number on PAGES_CHANNEL (migration 0023). Each server
// knows it from that announcement at once, and reads it again at most every `checkMs` in case an
// announcement was missed; what the shared cache kept under an older number is not served again.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';
import type { Unlisten } from './listen';

export const PAGES_CHANNEL = 'luxe_pages';

/** Versions only grow: of two numbers heard in any order, the larger is the truth. */
const later = (a: string | undefined, b: string): string => (a === undefined || Number(b) > Number(a) ? b : a);

export class PagesVersion {
  private known: string | undefined;
  private checkedAt = 0;
  private reading: Promise<string> | undefined;
  private unlisten: Unlisten | undefined;

  constructor(
    private readonly database: Database,
    /** How long a number read or heard is believed without a look (0: a look before every use, as tests want). */
    private readonly checkMs: number,
    /** Told of each change heard of (the facets look at their own version then, not a second later). */
    private readonly onChange: () => void = () => {},
  ) {}

  /** Starts hearing announcements (none when every use reads anyway). */
  async listen(onLost: (err: unknown) => void): Promise<void> {
    if (this.checkMs === 0) return;
    this.unlisten = await this.database.listen(PAGES_CHANNEL, (payload) => this.heard(payload), onLost);
  }

  async close(): Promise<void> {
    await this.unlisten?.();
  }

  /** An announcement: the new number, or '' when listening (re)started and anything may have been missed. */
  heard(payload: string): void {
    if (/^\d{1,18}$/.test(payload)) {
      this.known = later(this.known, payload);
      this.checkedAt = Date.now();
    } else {
      this.checkedAt = 0;
    }
    this.onChange();
  }

  /** The number as of now: read when the last look is older than `checkMs`, else the one known. */
  current(): Promise<string> {
    if (this.known !== undefined && this.checkMs > 0 && Date.now() - this.checkedAt < this.checkMs) return Promise.resolve(this.known);
    // Looks at the same moment share one read; with checkMs 0 each use reads for itself (it must see every commit before it).
    if (this.reading && this.checkMs > 0) return this.reading;
    const reading = this.read().finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    return reading;
  }

  private async read(): Promise<string> {
    const started = Date.now();
    const [row] = await queryRows<{ value: string }>(this.database.db, sql`select value from app_meta where key = 'pages_version'`);
    this.known = later(this.known, row?.value ?? '0');
    this.checkedAt = started;
    return this.known;
  }
}
