// Query plans: no list, filter or search query may read the whole cars table. EXPLAIN each
// statement the list route runs for typical requests and look for a sequential scan of `cars`.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import { FacetCache } from '../src/modules/catalogue/facets';
import {
  isUnfiltered,
  LISTED,
  orderBy,
  selectCarPage,
  whereClause,
  variantsMatching,
  type CarFilters,
  type CarSort,
} from '../src/modules/catalogue/list-query';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export const planScenarios: { name: string; filters: CarFilters; sort?: CarSort }[] = [
  { name: 'no filter', filters: {} },
  { name: 'brand', filters: { brands: ['BMW'] } },
  { name: 'brand + city + price', filters: { brands: ['BMW'], location: 'Mumbai', minPrice: 2_000_000, maxPrice: 6_000_000 } },
  { name: 'two brands', filters: { brands: ['Audi', 'Mercedes-Benz'] } },
  { name: 'city', filters: { location: 'Lucknow' } },
  { name: 'fuel', filters: { fuels: ['Diesel'] } },
  { name: 'year + kilometers', filters: { minYear: 2023, maxKm: 20_000 } },
  { name: 'body type', filters: { types: ['Convertible'] } },
  { name: 'price range', filters: { minPrice: 10_000_000, maxPrice: 12_000_000 } },
  // The deal filter (cars_deal_idx) and the best-deal order (cars_best_deal_idx).
  { name: 'deal great', filters: { deals: ['great'] } },
  { name: 'deal great + good', filters: { deals: ['great', 'good'] } },
  { name: 'best deal', filters: {}, sort: 'best_deal' },
  { name: 'deal good, best deal', filters: { deals: ['good'] }, sort: 'best_deal' },
];
const searches = ['cayenne', 'x5', 'range rover', 'e-class', 'no such car'];

/** The statements countCars runs for these filters. */
function countStatements(filters: CarFilters): SQL[] {
  if (!filters.search) return [sql`select count(*) from cars c where ${whereClause(filters)}`];
  // As countCars: listed cars only, the condition every list index is partial on.
  return [sql`select count(*) from cars c where ${LISTED} and c.variant_id = any(${sql.param(filters.search.variantIds)}::int[])`];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export async function explain(db: Db, statement: SQL): Promise<PlanNode> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(db, sql`explain (format json) ${statement}`);
  return row!['QUERY PLAN'][0].Plan;
}

export async function explainScenarios(db: Db) {
  const out: { name: string; seqScanOnCars: boolean; summary: string }[] = [];
  const scenarios = [...planScenarios];
  const facets = await new FacetCache(db).get();
  for (const text of searches) {
    const variantIds = variantsMatching(facets.variants, text);
    // As if some cars had names of their own, so the custom-name index is checked too.
    scenarios.push({ name: `search ${text}`, filters: { search: { text, variantIds, customNames: true } } });
  }
  for (const scenario of scenarios) {
    const where = whereClause(scenario.filters);
    const statements = [
      sql`select c.id from cars c where ${where} order by ${orderBy[scenario.sort ?? 'featured']} limit 9`,
      ...(isUnfiltered(scenario.filters) ? [] : countStatements(scenario.filters)),
    ];
    const nodes: string[] = [];
    let seq = false;
    for (const statement of statements) {
      walk(await explain(db, statement), (n) => {
        if (n['Relation Name'] === 'cars' || n['Index Name'])
          nodes.push(`${n['Node Type']}${n['Index Name'] ? ` ${n['Index Name']}` : ''}`);
        if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'cars') seq = true;
      });
    }
    out.push({ name: scenario.name, seqScanOnCars: seq, summary: [...new Set(nodes)].join(', ') });
  }
  return out;
}

/**
 * Whether PostgreSQL settles on one plan for the statement that reads a filtered page's fields by its
 * ids: written with the ids as one array it planned every run (0 generic plans of 8 at 500,000 cars),
 * which tripled PostgreSQL's CPU per filtered list request. Runs a second page of eight price ranges, one
 * after another (the pool hands out the same connection), and reads that connection's statistics.
 */
export async function fieldsStatementPlans(db: Db): Promise<{ generic: number; custom: number }> {
  for (let k = 0; k < 8; k++) await selectCarPage(db, { minPrice: 1_000_000 + k }, 'featured', 9, 9, null, new Date());
  const [plans] = await queryRows<{ generic: number; custom: number }>(
    db,
    sql`select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
        from pg_prepared_statements where statement like '%where c.id in (%'`,
  );
  return plans ?? { generic: 0, custom: 0 };
}
