-- Written to be applied again on a store that has it (the rules test replays migrations on a copy).
CREATE TABLE IF NOT EXISTS "saved_search_matches" (
	"search_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_search_matches_search_id_car_id_event_event_at_pk" PRIMARY KEY("search_id","car_id","event","event_at"),
	CONSTRAINT "saved_search_matches_event_check" CHECK ("saved_search_matches"."event" in ('listed', 'relisted', 'price_cut'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"filters_key" text NOT NULL,
	"brands" text[] NOT NULL,
	"car_types" text[] NOT NULL,
	"fuels" text[] NOT NULL,
	"colors" text[] NOT NULL,
	"transmissions" text[] NOT NULL,
	"locations" text[] NOT NULL,
	"deals" text[] NOT NULL,
	"inspected" boolean DEFAULT false NOT NULL,
	"words" text[] NOT NULL,
	"match_keys" text[] NOT NULL,
	"min_price" bigint,
	"max_price" bigint,
	"min_year" smallint,
	"max_km" integer,
	"seen_at" timestamp with time zone NOT NULL,
	"sms_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_search_matches_recent_idx" ON "saved_search_matches" USING btree ("search_id","matched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_buyer_idx" ON "saved_searches" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_searches_buyer_filters_key" ON "saved_searches" USING btree ("buyer_id","filters_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_match_idx" ON "saved_searches" USING gin ("match_keys");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_max_price_idx" ON "saved_searches" USING btree ("max_price") WHERE "saved_searches"."max_price" is not null;