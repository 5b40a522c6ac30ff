// The rules of money and status live in the database, not only in code: the migrations that add them
// apply to a database that already holds a demo catalogue's bookings, drives and payments (a copy of a
// store in use), and afterwards a direct SQL write that breaks one is refused whoever sends it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, sqlState, type Database } from '../src/db/client';
import { ensureDemoCatalogue } from '../src/demo/seed';
import { adminQuery, onPostgres } from './helpers/database';

/** When a migration was made, as the migrator records it. */
function journalWhen(tag: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.find((e) => e.tag === tag)!.when;
}

/**
 * Takes the store back to before the ledger and the rules (migrations 0016 to 0018 undone, and forgotten
 * by the migrator), keeping every row the demo catalogue wrote: a copy of a store in use before them.
 */
async function backToBeforeTheRules(db: Database['db']) {
  const undo = [
    'drop index bookings_reserved_end_idx, cars_off_sale_idx, cars_plate_idx, listing_reports_car_idx, refunds_status_idx',
    'drop trigger refunds_within_capture on refunds',
    'drop function refunds_within_capture()',
    ...[
      ['bookings', 'bookings_status_check', 'bookings_cancelled_by_check', 'bookings_price_positive', 'bookings_token_within_price'],
      ['cars', 'cars_status_check', 'cars_set_aside_withdrawn'],
      ['payment_orders', 'payment_orders_status_check', 'payment_orders_purpose_check', 'payment_orders_paid_has_payment'],
      ['refunds', 'refunds_status_check', 'refunds_amount_positive'],
      ['test_drives', 'test_drives_status_check', 'test_drives_kind_check', 'test_drives_fee_nonneg'],
    ].flatMap(([table, ...checks]) => checks.map((c) => `alter table ${table} drop constraint ${c}`)),
    'drop table money_ledger, payment_anomalies',
    'drop index payment_orders_provider_payment_key',
    'alter table refunds drop column amount_paise, drop column provider_payment_id',
    // The migrator forgets them and what came after, so that it applies them again.
    `delete from drizzle.__drizzle_migrations where created_at >= ${journalWhen('0016_money_ledger')}`,
  ];
  for (const statement of undo) await db.execute(sql.raw(statement));
}

/** The constraint a refused write broke, as the database names it. */
const constraintOf = (err: unknown) => {
  const e = err as { constraint?: string; cause?: { constraint?: string } } | null;
  return e?.constraint ?? e?.cause?.constraint;
};

let database: Database;
let dropDatabase = async () => {};
beforeAll(async () => {
  if (onPostgres) {
    const name = `luxe_rules_${Date.now().toString(36)}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    database = await openDatabase({});
  }
  await database.migrate();
  // A store in use: the demo's paid reservations and drives, then taken back to before the rules.
  await ensureDemoCatalogue(database.db, 120, undefined, new Date('2026-11-20T10:00:00Z'));
  await backToBeforeTheRules(database.db);
}, 120_000);
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

const count = async (table: string) =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

describe('rules added to a database in use', () => {
  it('apply over its rows, and the ledger takes in the money that moved before it', async () => {
    const before = { bookings: await count('bookings'), drives: await count('test_drives'), orders: await count('payment_orders') };
    expect(before.orders).toBeGreaterThan(0);
    await database.migrate();
    expect({ bookings: await count('bookings'), drives: await count('test_drives'), orders: await count('payment_orders') }).toEqual(
      before,
    );
    const [books] = await queryRows<{ paid: number; captures: number }>(
      database.db,
      sql`select (select count(*)::int from payment_orders where status = 'paid') as paid,
                 (select count(*)::int from money_ledger where kind = 'capture') as captures`,
    );
    expect(books!.captures).toBe(books!.paid);
  });

  const refused: [string, string, string][] = [
    [
      'a booking status nobody moves to',
      `update bookings set status = 'refunded' where id = (select min(id) from bookings)`,
      'bookings_status_check',
    ],
    [
      'a token above the car’s price',
      `update bookings set pay_amount = total_car_price + 1 where id = (select min(id) from bookings)`,
      'bookings_token_within_price',
    ],
    [
      'a test drive status nobody moves to',
      `update test_drives set status = 'done' where id = (select min(id) from test_drives)`,
      'test_drives_status_check',
    ],
    ['a negative fee', `update test_drives set fee = -1 where id = (select min(id) from test_drives)`, 'test_drives_fee_nonneg'],
    [
      'an order status nobody moves to',
      `update payment_orders set status = 'refunded' where id = (select min(id) from payment_orders)`,
      'payment_orders_status_check',
    ],
    [
      'a paid order without its payment',
      `update payment_orders set provider_payment_id = null where id = (select min(id) from payment_orders where status = 'paid')`,
      'payment_orders_paid_has_payment',
    ],
    ['a car status nobody moves to', `update cars set status = 'gone' where id = (select min(id) from cars)`, 'cars_status_check'],
    [
      'a refund of nothing',
      `insert into refunds (payment_order_id, amount, amount_paise, reason, idempotency_key)
         select id, 0, 0, 'x', 'refund-zero' from payment_orders where status = 'paid' limit 1`,
      'refunds_amount_positive',
    ],
    [
      'a refund above what was captured',
      `insert into refunds (payment_order_id, amount, amount_paise, reason, idempotency_key)
         select id, amount + 1, (amount + 1) * 100, 'x', 'refund-too-much' from payment_orders where status = 'paid' limit 1`,
      'refunds_within_capture',
    ],
    [
      'a refund status nobody moves to',
      `insert into refunds (payment_order_id, amount, amount_paise, reason, idempotency_key, status)
         select id, 1, 100, 'x', 'refund-odd', 'lost' from payment_orders where status = 'paid' limit 1`,
      'refunds_status_check',
    ],
  ];
  it.each(refused)('refuses %s, whoever writes it', async (_what, statement, constraint) => {
    const error = await database.db.execute(sql.raw(statement)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(sqlState(error)).toBe('23514');
    expect(constraintOf(error)).toBe(constraint);
  });

  it('takes a refund within what was captured, and a second that would pass it is refused', async () => {
    const [order] = await queryRows<{ id: number; amount: number }>(
      database.db,
      sql`select id, amount from payment_orders where status = 'paid' and not exists (select 1 from refunds r where r.payment_order_id = payment_orders.id) limit 1`,
    );
    const half = Math.floor(order!.amount / 2);
    const insert = (key: string, rupees: number) =>
      database.db.execute(
        sql`insert into refunds (payment_order_id, amount, amount_paise, reason, idempotency_key) values (${order!.id}, ${rupees}, ${rupees * 100}, 'part', ${key})`,
      );
    await insert('refund-half-1', half);
    await insert('refund-half-2', order!.amount - half);
    const error = await insert('refund-one-more', 1).then(
      () => null,
      (err: unknown) => err,
    );
    expect(constraintOf(error)).toBe('refunds_within_capture');
  });
});
