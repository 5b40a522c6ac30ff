-- Written to be applied again on a store that has it (the rules test replays migrations on a copy).
ALTER TABLE "cars" ADD COLUMN IF NOT EXISTS "fair_basis" text;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "cars" ADD CONSTRAINT "cars_fair_basis_known" CHECK ("cars"."fair_basis" in ('model', 'brand', 'segment'));
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
-- The estimates so far all rested on their model; the next start computes the catalogue's again, pooled.
UPDATE "cars" SET "fair_basis" = 'model' WHERE "fair_value" IS NOT NULL AND "fair_basis" IS NULL;--> statement-breakpoint
DELETE FROM "app_meta" WHERE "key" = 'fair_prices_computed';
