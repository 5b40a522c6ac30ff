import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres, type TestDatabase } from './helpers/database';

const tables = [
  'app_meta',
  'buyers',
  'vendors',
  'sessions',
  'otp_codes',
  'rate_limits',
  'brands',
  'car_models',
  'car_variants',
  'cars',
  'car_images',
  'wishlists',
  'offers',
  'offer_entries',
  'test_drives',
  'bookings',
  'refunds',
  'webhook_events',
  'jobs',
  'notifications',
  'offer_auto_prices',
  'payment_orders',
  'ratings',
  'contact_messages',
];

describe(`migrations (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const rows = <T>(query: SQL) => queryRows<T>(database.db, query);

  it('creates every table of the product', async () => {
    const found = await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public'`);
    expect(found.map((r) => r.table_name)).toEqual(expect.arrayContaining(tables));
  });

  it('can be applied again without change', async () => {
    await database.migrate();
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(count?.n).toBeGreaterThanOrEqual(1);
  });

  it('has the trigram index the search needs', async () => {
    const found = await rows<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'cars_custom_name_trgm_idx'`);
    expect(found[0]?.indexdef).toMatch(/gin .*gin_trgm_ops/i);
  });

  it('keeps one buyer per phone and one wishlist row per buyer and car', async () => {
    await database.db.execute(sql`insert into buyers (full_name, email, phone) values ('A', 'a@example.com', '9876543210')`);
    await expect(
      database.db.execute(sql`insert into buyers (full_name, email, phone) values ('B', 'b@example.com', '9876543210')`),
    ).rejects.toThrow();
    const [pk] = await rows<{ n: number }>(sql`
      select count(*)::int as n from information_schema.table_constraints
      where table_name = 'wishlists' and constraint_type = 'PRIMARY KEY'`);
    expect(pk?.n).toBe(1);
  });

  it('stores money as integers, never floats', async () => {
    const money = await rows<{ table_name: string; column_name: string; data_type: string }>(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and column_name in ('listing_price', 'amount', 'pay_amount', 'total_car_price', 'fee', 'new_price')`);
    expect(money.length).toBeGreaterThanOrEqual(7);
    for (const column of money) expect(column.data_type, `${column.table_name}.${column.column_name}`).toBe('integer');
  });

  it('refuses an offer status outside 1-9, and holds two live holds of a car or a slot to exclusion constraints', async () => {
    await expect(database.db.execute(sql`insert into offers (buyer_id, car_id, vendor_id, status) values (1, 1, 1, 10)`)).rejects.toThrow();
    const exclusions = await rows<{ conname: string }>(sql`select conname from pg_constraint where contype = 'x' order by conname`);
    expect(exclusions.map((r) => r.conname)).toEqual(['bookings_one_live_hold_per_car', 'test_drives_one_live_per_slot']);
  });
});
