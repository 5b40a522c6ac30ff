CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer,
	"vendor_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"offer_id" integer,
	"car_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_one_recipient" CHECK (("notifications"."buyer_id" is null) <> ("notifications"."vendor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "offer_auto_prices" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"auto_accept_price" integer,
	"auto_decline_price" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_auto_prices_positive" CHECK ("offer_auto_prices"."auto_accept_price" > 0 and "offer_auto_prices"."auto_decline_price" > 0),
	CONSTRAINT "offer_auto_prices_order" CHECK ("offer_auto_prices"."auto_decline_price" < "offer_auto_prices"."auto_accept_price")
);
--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "sms_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "agreed_price" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "sms_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_auto_prices" ADD CONSTRAINT "offer_auto_prices_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_buyer_idx" ON "notifications" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_vendor_idx" ON "notifications" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_car_idx" ON "offers" USING btree ("car_id");