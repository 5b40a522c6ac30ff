// A status column's moves as data, as the offers' machine keeps them: for each move, the states it may
// leave, the one it reaches and who makes it. Every write of that column names its move, and its
// conditional write is built from the table, so a move from anywhere else matches no row.
import { sql, type SQL } from 'drizzle-orm';

export interface Move<S extends string> {
  from: readonly S[];
  to: S;
  /** Who makes it: the buyer, the dealer, an operator, the payment provider, or the system's own rules. */
  by: 'buyer' | 'dealer' | 'operator' | 'provider' | 'system';
}

export type StateTable<S extends string> = Record<string, Move<S>>;

/**
 * The guard of a move's conditional write: the row is in one of the states the move leaves, or in the
 * one state `expected` the caller read (which must be one of them).
 */
export function leaving<S extends string>(column: SQL, move: Move<S>, expected?: S): SQL {
  if (expected !== undefined && !move.from.includes(expected)) throw new Error(`no move from ${expected} to ${move.to} here`);
  const from = expected === undefined ? move.from : [expected];
  return sql`${column} in (${sql.join(
    from.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}
