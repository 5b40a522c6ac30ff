// Settling payments for what they pay for: the provider's webhooks, and the reconciliation that asks the
// provider about orders whose webhook (and the buyer's return) never came. Both settle an order the same
// way, through the payments module, with the booking's or the test drive's own confirmation.
import type { Reconciliation } from '@luxe/contract';
import type { AppDeps } from '../../deps';
import type { JobDefinitions } from '../../jobs/runner';
import { addDays, indiaHourStart } from '../../lib/time';
import { confirmBooking } from '../bookings';
import { recordAudit } from '../operators';
import { RECONCILE_AFTER_MS, reconcileOrders, type Confirm, type Purpose } from '../payments';
import { confirmTestDrive } from '../test-drives';
import { selectAnomalies, selectLedgerTotals } from './queries';

export const confirmFor = (purpose: Purpose): Confirm => (purpose === 'booking' ? confirmBooking : confirmTestDrive);

/** On an operator's asking, an order waits a minute (a buyer may be paying at this moment), not twenty. */
const ON_DEMAND_AFTER_MS = 60_000;

export async function reconcileNow(deps: AppDeps, operatorId: number, ip: string) {
  const result = await reconcileOrders(deps, ON_DEMAND_AFTER_MS, confirmFor);
  await recordAudit(deps.database.db, {
    operatorId,
    action: 'payments.reconciled',
    after: result,
    ip,
    now: deps.clock.now(),
  });
  return result;
}

export async function reconciliationOf(deps: AppDeps, date: string): Promise<Reconciliation> {
  const from = indiaHourStart(date, 0);
  const to = indiaHourStart(addDays(date, 1), 0);
  const db = deps.database.db;
  const [totals, anomalies] = await Promise.all([selectLedgerTotals(db, from, to), selectAnomalies(db, from, to)]);
  return {
    date,
    providers: totals.map((t) => ({ ...t, net_paise: t.captured_paise - t.refunded_paise })),
    anomalies,
  };
}

const RECONCILE_JOB = 'reconcile-payments';

export const settlementJobs: JobDefinitions = {
  [RECONCILE_JOB]: {
    priority: 'money',
    everyMs: 60_000,
    async run(deps, _job, log) {
      const result = await reconcileOrders(deps, RECONCILE_AFTER_MS, confirmFor);
      if (result.checked > 0) log.info(`reconciliation: ${JSON.stringify(result)}`);
    },
  },
};
