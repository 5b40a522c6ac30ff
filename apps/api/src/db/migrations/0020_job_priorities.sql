DROP INDEX IF EXISTS "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "priority" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
-- The jobs waiting now get their definition's priority: money 0, reminders 1, messages 2 (the default), upkeep 3.
UPDATE "jobs" SET "priority" = CASE
    WHEN "name" IN ('refund', 'reconcile-payments') THEN 0
    WHEN "name" IN ('reservation-reminder', 'test-drive-reminder') THEN 1
    WHEN "name" = 'prune' THEN 3
    ELSE 2
  END
  WHERE "done_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_claim_idx" ON "jobs" USING btree ("priority","run_at","id") WHERE "jobs"."done_at" is null;
