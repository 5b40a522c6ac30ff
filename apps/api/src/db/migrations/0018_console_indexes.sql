CREATE INDEX "bookings_reserved_end_idx" ON "bookings" USING btree (upper("hold")) WHERE "bookings"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "cars_off_sale_idx" ON "cars" USING btree ("status","id") WHERE "cars"."status" in ('sold', 'withdrawn');--> statement-breakpoint
CREATE INDEX "cars_plate_idx" ON "cars" USING btree (upper(replace("registration_number", ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "listing_reports_car_idx" ON "listing_reports" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");