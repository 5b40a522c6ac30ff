// The jobs this server runs in the background, by name (jobs/runner.ts runs them).
import { maintainTables } from './db/maintenance';
import { pruneLimits } from './http/rate-limit';
import { pruneFinishedJobs, type JobDefinitions } from './jobs/runner';
import { bookingJobs } from './modules/bookings';
import { dealerAdminJobs } from './modules/dealer-admin';
import { notificationJobs } from './modules/notifications';
import { paymentJobs } from './modules/payments';
import { pricingJobs } from './modules/pricing';
import { savedSearchJobs } from './modules/saved-searches';
import { pruneSessions } from './modules/sessions';
import { settlementJobs } from './modules/settlement';
import { testDriveJobs } from './modules/test-drives';

export const backgroundJobs: JobDefinitions = {
  ...notificationJobs,
  ...paymentJobs,
  ...bookingJobs,
  ...testDriveJobs,
  ...pricingJobs,
  ...savedSearchJobs,
  ...dealerAdminJobs,
  ...settlementJobs,
  // Expired sessions, old codes, ended rate-limit windows and finished jobs are never read again; then
  // what they and the hour's other changes left behind is reclaimed (the embedded database only).
  prune: {
    priority: 'upkeep',
    everyMs: 3600_000,
    async run(deps, _job, log) {
      const now = deps.clock.now();
      await pruneSessions(deps);
      await pruneLimits(deps.database.db, now);
      await pruneFinishedJobs(deps.database.db, now);
      for (const line of await maintainTables(deps.database)) log.info(line);
    },
  },
};
