DROP INDEX "cars_featured_idx";--> statement-breakpoint
CREATE INDEX "cars_featured_idx" ON "cars" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST,"variant_id");