DROP INDEX "cars_brand_idx";--> statement-breakpoint
DROP INDEX "cars_location_idx";--> statement-breakpoint
DROP INDEX "cars_type_idx";--> statement-breakpoint
CREATE INDEX "cars_fuel_idx" ON "cars" USING btree ("fuel_type","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_transmission_idx" ON "cars" USING btree ("transmission","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_color_idx" ON "cars" USING btree ("color","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_brand_location_price_idx" ON "cars" USING btree ("brand_name","location","listing_price");--> statement-breakpoint
CREATE INDEX "cars_year_idx" ON "cars" USING btree ("manufacturing_year");--> statement-breakpoint
CREATE INDEX "cars_odometer_idx" ON "cars" USING btree ("odometer_reading");--> statement-breakpoint
CREATE INDEX "cars_brand_idx" ON "cars" USING btree ("brand_name","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_location_idx" ON "cars" USING btree ("location","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_type_idx" ON "cars" USING btree ("car_type","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);