DROP INDEX "cars_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "car_variants" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "name_is_custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_custom_name_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops) WHERE "cars"."name_is_custom";--> statement-breakpoint
UPDATE "car_variants" v SET "search_text" = lower(b."name" || ' ' || m."name" || ' ' || v."name")
  FROM "car_models" m JOIN "brands" b ON b."id" = m."brand_id" WHERE m."id" = v."model_id";
