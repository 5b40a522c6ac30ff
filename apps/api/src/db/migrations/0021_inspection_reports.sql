CREATE TABLE "car_inspections" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"pass_count" smallint NOT NULL,
	"attention_count" smallint NOT NULL,
	"fail_count" smallint NOT NULL,
	"score" smallint NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "car_inspections_score_range" CHECK ("car_inspections"."score" between 0 and 100),
	CONSTRAINT "car_inspections_counts" CHECK ("car_inspections"."pass_count" >= 0 and "car_inspections"."attention_count" >= 0 and "car_inspections"."fail_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "inspection_score" smallint;--> statement-breakpoint
ALTER TABLE "car_inspections" ADD CONSTRAINT "car_inspections_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_photos_car_idx" ON "inspection_photos" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_photos_url_key" ON "inspection_photos" USING btree ("url");--> statement-breakpoint
CREATE INDEX "cars_inspected_idx" ON "cars" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cars"."inspection_score" is not null and "cars"."status" <> 'withdrawn';--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_inspection_score_range" CHECK ("cars"."inspection_score" between 0 and 100);