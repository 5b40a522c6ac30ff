// The facet data (filter list, header menu, brand list) costs tens of milliseconds at 50,000 cars, so
// each process keeps it and rebuilds it only when the catalogue version (bumped by a trigger on every
// write to cars, migration 0001) has moved. The version is read at most once per second: all processes
// converge on the database's truth within that second, with no state shared in memory.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { LISTED, variantsMatching } from './list-query';

export interface Facets {
  version: string;
  minPrice: number;
  maxPrice: number;
  total: number;
  locations: { name: string; count: number }[];
  brands: { id: number; name: string; image: string; count: number }[];
  years: number[];
  types: { name: string; count: number }[];
  fuels: string[];
  colors: string[];
  transmissions: string[];
  /** Every variant's lower-cased 'brand model variant', for search. */
  variants: { id: number; text: string }[];
  /** How many cars have a name of their own (not their variant's standard name). */
  customNames: number;
  /** Cars per variant id: the total of a search by model names is a sum of these, so it counts no rows. */
  carsByVariant: Map<number, number>;
  /** The variant ids each search text asked for so far matches (searchVariants). */
  searches: Map<string, number[]>;
  /** Each filter's values by their lower-cased form: a list's filter values are matched in any case. */
  canonical: Record<'brands' | 'types' | 'locations' | 'fuels' | 'colors' | 'transmissions', Map<string, string>>;
}

const VERSION_CHECK_MS = 1000;
/** Filtered-list counts and page ids kept per catalogue version; the oldest goes first when full. */
const MAX_REMEMBERED = 5000;

async function readVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_meta where key = 'catalogue_version'`);
  return row?.value ?? '0';
}

const counted = (rows: { name: string; n: number }[]) => rows.map((r) => ({ name: r.name, count: r.n }));

async function build(db: Db, version: string): Promise<Facets> {
  const [bounds] = await queryRows<{ min: number | null; max: number | null; total: number }>(
    db,
    sql`select min(listing_price)::int as min, max(listing_price)::int as max, count(*)::int as total from cars c where ${LISTED}`,
  );
  const group = (column: string) =>
    queryRows<{ name: string; n: number }>(
      db,
      sql`select ${sql.identifier(column)} as name, count(*)::int as n from cars c where ${LISTED} group by 1 order by 2 desc, 1`,
    );
  const [locations, types, fuels, colors, transmissions] = [
    await group('location'),
    await group('car_type'),
    await group('fuel_type'),
    await group('color'),
    await group('transmission'),
  ];
  const years = await queryRows<{ y: number }>(
    db,
    sql`select distinct manufacturing_year::int as y from cars c where ${LISTED} order by 1 desc`,
  );
  const brands = await queryRows<{ id: number; name: string; image: string; n: number }>(
    db,
    sql`select b.id, b.name, b.logo as image, count(c.id)::int as n
        from brands b left join cars c on c.brand_id = b.id and ${LISTED} group by b.id order by b.name`,
  );
  const variants = await queryRows<{ id: number; text: string }>(db, sql`select id, search_text as text from car_variants order by id`);
  const [custom] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from cars c where c.name_is_custom and ${LISTED}`);
  const perVariant = await queryRows<{ id: number; n: number }>(
    db,
    sql`select variant_id as id, count(*)::int as n from cars c where ${LISTED} group by 1`,
  );
  const byName = (rows: { name: string }[]) => rows.map((r) => r.name).sort((a, b) => a.localeCompare(b));
  const lowerCased = (names: string[]) => new Map(names.map((name) => [name.toLowerCase(), name]));
  const names = (rows: { name: string }[]) => lowerCased(rows.map((r) => r.name));
  return {
    version,
    minPrice: bounds?.min ?? 0,
    maxPrice: bounds?.max ?? 0,
    total: bounds?.total ?? 0,
    locations: counted(locations),
    brands: brands.map((b) => ({ id: b.id, name: b.name, image: b.image, count: b.n })),
    years: years.map((r) => r.y),
    types: counted(types),
    fuels: byName(fuels),
    colors: byName(colors),
    transmissions: byName(transmissions),
    variants,
    customNames: custom?.n ?? 0,
    carsByVariant: new Map(perVariant.map((r) => [r.id, r.n])),
    searches: new Map(),
    canonical: {
      brands: names(brands),
      types: names(types),
      locations: names(locations),
      fuels: names(fuels),
      colors: names(colors),
      transmissions: names(transmissions),
    },
  };
}

/** Every process's caches by database, so a write this process makes is seen by its next read (catalogueChanged). */
const cachesOf = new WeakMap<Db, Set<FacetCache>>();

/**
 * A dealer's write to `cars` (listed, edited, taken off) was committed: this process's caches read the
 * catalogue version on their next request instead of up to a second later, and so rebuild their facets
 * and forget their remembered counts and page plans. Other processes follow within their check interval.
 */
export function catalogueChanged(db: Db): void {
  for (const cache of cachesOf.get(db) ?? []) cache.expire();
}

export class FacetCache {
  private current: Facets | undefined;
  private checkedAt = 0;
  private pending: Promise<Facets> | undefined;
  /** Bumped by expire(): a refresh that began before a change neither counts as a check nor is shared after it. */
  private generation = 0;
  private pendingGeneration = 0;
  private readonly remembered = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly checkMs = VERSION_CHECK_MS,
  ) {
    const caches = cachesOf.get(db) ?? new Set<FacetCache>();
    caches.add(this);
    cachesOf.set(db, caches);
  }

  /** The next get() reads the catalogue version, whatever the interval. */
  expire(): void {
    this.checkedAt = 0;
    this.generation += 1;
  }

  /** Stops following the database (its app closed). */
  dispose(): void {
    cachesOf.get(this.db)?.delete(this);
  }

  async get(): Promise<Facets> {
    const now = Date.now();
    if (this.current && now - this.checkedAt < this.checkMs) return this.current;
    // One refresh at a time: concurrent requests share it (unless the catalogue changed since it began).
    if (!this.pending || this.pendingGeneration !== this.generation) {
      const pending = this.refresh(now, this.generation).finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
      this.pending = pending;
      this.pendingGeneration = this.generation;
    }
    return this.pending;
  }

  private async refresh(now: number, generation: number): Promise<Facets> {
    const version = await readVersion(this.db);
    if (!this.current || this.current.version !== version) {
      const built = await build(this.db, version);
      // A slower, older refresh never replaces what a newer one built.
      if (generation === this.generation || !this.current) {
        this.current = built;
        this.remembered.clear();
      }
    }
    if (generation === this.generation) this.checkedAt = now;
    return this.current!;
  }

  /**
   * A value of the catalogue computed once per catalogue version (call get() first, as the list does):
   * a filtered list's count and the ids of its pages. Popular filters (a brand in a city) are asked for
   * again and again; counting them reads every matching index entry, and their pages' ids are planned
   * for their values each time. Requests asking at the same moment share one computation.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.remembered.get(key) as Promise<T> | undefined;
    if (known) return known;
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.delete(this.remembered.keys().next().value!);
    const computing = compute();
    // A failure is not kept: the next request tries again.
    computing.catch(() => this.remembered.delete(key));
    this.remembered.set(key, computing);
    return computing;
  }

  /** Canonical names for values given in any case (`known`: Facets.canonical's); unknown values are kept (they match nothing). */
  static canonical(values: string[] | undefined, known: Map<string, string>): string[] | undefined {
    if (!values?.length) return undefined;
    return values.map((v) => known.get(v.toLowerCase()) ?? v);
  }
}

/** The variants a search's words match (variantsMatching, ~10 µs over 225 variants), worked out once per text and catalogue version. */
export function searchVariants(facets: Facets, text: string): number[] {
  let ids = facets.searches.get(text);
  if (!ids) {
    if (facets.searches.size >= MAX_REMEMBERED) facets.searches.clear();
    facets.searches.set(text, (ids = variantsMatching(facets.variants, text)));
  }
  return ids;
}
