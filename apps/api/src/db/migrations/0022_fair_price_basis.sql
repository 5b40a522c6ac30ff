ALTER TABLE "cars" ADD COLUMN "fair_basis" text;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_fair_basis_known" CHECK ("cars"."fair_basis" in ('model', 'brand', 'segment'));--> statement-breakpoint
-- The estimates so far all rested on their model; the next start computes the catalogue's again, pooled.
UPDATE "cars" SET "fair_basis" = 'model' WHERE "fair_value" IS NOT NULL;--> statement-breakpoint
DELETE FROM "app_meta" WHERE "key" = 'fair_prices_computed';
