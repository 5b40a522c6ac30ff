-- Listings (docs/decisions/013): a car a dealer takes off is 'withdrawn' and is in none of the list's indexes
-- (each partial on status <> 'withdrawn'), so leaving it out costs the list nothing; views per car per India day.
CREATE TABLE "car_views" (
	"car_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "car_views_car_id_day_pk" PRIMARY KEY("car_id","day"),
	CONSTRAINT "car_views_positive" CHECK ("car_views"."views" > 0)
);
--> statement-breakpoint
DROP INDEX "cars_featured_idx";--> statement-breakpoint
DROP INDEX "cars_price_idx";--> statement-breakpoint
DROP INDEX "cars_brand_idx";--> statement-breakpoint
DROP INDEX "cars_location_idx";--> statement-breakpoint
DROP INDEX "cars_type_idx";--> statement-breakpoint
DROP INDEX "cars_fuel_idx";--> statement-breakpoint
DROP INDEX "cars_transmission_idx";--> statement-breakpoint
DROP INDEX "cars_color_idx";--> statement-breakpoint
DROP INDEX "cars_brand_location_price_idx";--> statement-breakpoint
DROP INDEX "cars_year_idx";--> statement-breakpoint
DROP INDEX "cars_odometer_idx";--> statement-breakpoint
DROP INDEX "cars_variant_idx";--> statement-breakpoint
DROP INDEX "cars_custom_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_views" ADD CONSTRAINT "car_views_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_featured_idx" ON "cars" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST,"variant_id") WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("listing_price","id") WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_brand_idx" ON "cars" USING btree ("brand_name","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_location_idx" ON "cars" USING btree ("location","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_type_idx" ON "cars" USING btree ("car_type","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_fuel_idx" ON "cars" USING btree ("fuel_type","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_transmission_idx" ON "cars" USING btree ("transmission","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_color_idx" ON "cars" USING btree ("color","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_brand_location_price_idx" ON "cars" USING btree ("brand_name","location","listing_price") WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_year_idx" ON "cars" USING btree ("manufacturing_year") WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_odometer_idx" ON "cars" USING btree ("odometer_reading") WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_variant_idx" ON "cars" USING btree ("variant_id") WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_custom_name_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops) WHERE "cars"."name_is_custom" and "cars"."status" <> 'withdrawn';