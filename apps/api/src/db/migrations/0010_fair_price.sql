-- Fair price (docs/product/fair-price.md): each car's stored estimate (value, band, label, comparables, price /
-- value) with an index for the deal filter and one for the best-deal order, its last price drop, and its price
-- history.
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"price" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_history_price_positive" CHECK ("price_history"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fair_value" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fair_low" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fair_high" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fair_label" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fair_comparables" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "deal_ratio" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_drop_from" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_car_idx" ON "price_history" USING btree ("car_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "cars_deal_idx" ON "cars" USING btree ("fair_label","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "cars_best_deal_idx" ON "cars" USING btree ("deal_ratio","id") WHERE "cars"."status" <> 'withdrawn';--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_fair_label_known" CHECK ("cars"."fair_label" in ('great', 'good', 'fair', 'high'));