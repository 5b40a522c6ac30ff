// A car reads 'reserved' while a paid booking's 3 days last, and 'available' again when they
// end, with nothing run to flip it: every read asks whether a reservation is live at its own moment.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The status of car `car` (a SQL expression for its id and its stored status) as of `now`. */
export function carStatusAt(carId: SQL, storedStatus: SQL, now: SQLWrapper): SQL {
  return sql`case when ${storedStatus} = 'available' and exists (
      select 1 from bookings b where b.car_id = ${carId} and b.status = 'reserved' and upper(b.hold) > ${now}::timestamptz)
    then 'reserved' else ${storedStatus} end`;
}

/** The end of car `carId`'s live reservation and its buyer as of `now`, one row subquery (nulls when none). */
export function liveReservation(carId: SQL, now: SQLWrapper): { until: SQL; buyerId: SQL } {
  const live = sql`from bookings b where b.car_id = ${carId} and b.status = 'reserved' and upper(b.hold) > ${now}::timestamptz`;
  return {
    until: sql`(select max(upper(b.hold)) ${live})`,
    buyerId: sql`(select b.buyer_id ${live} order by upper(b.hold) desc limit 1)`,
  };
}
