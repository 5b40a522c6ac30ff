// Each status column's moves agree with the column the database keeps: every state a move names is one
// the column allows (its CHECK constraint), and every state but the first is reached by some move.
import { describe, expect, it } from 'vitest';
import { bookings, paymentOrders, refunds, testDrives } from '../src/db/schema';
import { leaving, type StateTable } from '../src/lib/state-table';
import { bookingMoves } from '../src/modules/bookings';
import { orderMoves, refundMoves } from '../src/modules/payments';
import { driveMoves } from '../src/modules/test-drives';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const tables: [string, StateTable<string>, readonly string[], string][] = [
  ['bookings', bookingMoves, bookings.status.enumValues, 'pending_payment'],
  ['test drives', driveMoves, testDrives.status.enumValues, 'pending_payment'],
  ['payment orders', orderMoves, paymentOrders.status.enumValues, 'created'],
  ['refunds', refundMoves, refunds.status.enumValues, 'pending'],
];

describe.each(tables)('the moves of %s', (_name, moves, states, first) => {
  it('name only states the column allows', () => {
    for (const move of Object.values(moves)) for (const state of [...move.from, move.to]) expect(states).toContain(state);
  });
  it('reach every state but the first, and none leaves a final one', () => {
    const reached = new Set(Object.values(moves).map((m) => m.to));
    expect([...states].filter((s) => s !== first && !reached.has(s))).toEqual([]);
    const left = new Set(Object.values(moves).flatMap((m) => m.from));
    for (const final of states.filter((s) => !left.has(s))) expect(reached.has(final) || final === first).toBe(true);
  });
});

describe('a move’s guard', () => {
  const dialect = new PgDialect();
  it('is the states the move leaves, or the one the caller read', () => {
    expect(dialect.sqlToQuery(leaving(sql`status`, bookingMoves.buyerCancels)).params).toEqual(['pending_payment', 'reserved']);
    expect(dialect.sqlToQuery(leaving(sql`status`, bookingMoves.buyerCancels, 'reserved')).params).toEqual(['reserved']);
  });
  it('refuses a state the move cannot leave, before any write', () => {
    expect(() => leaving(sql`status`, bookingMoves.sell, 'cancelled')).toThrow(/no move from cancelled to sold/);
  });
});
