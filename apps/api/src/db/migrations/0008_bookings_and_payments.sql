CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_order_id" integer NOT NULL,
	"provider_refund_id" text,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "car_reservations" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "car_reservations" CASCADE;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold" "tstzrange" NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "slot_hold" "tstzrange" NOT NULL;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_drives" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_payment_order_idx" ON "refunds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_booking_idx" ON "payment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_orders_test_drive_idx" ON "payment_orders" USING btree ("test_drive_id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_one_live_hold_per_car" EXCLUDE USING gist ("car_id" WITH =, "hold" WITH &&) WHERE ("status" IN ('pending_payment', 'reserved'));--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_one_live_per_slot" EXCLUDE USING gist ("car_id" WITH =, "drive_date" WITH =, "drive_hour" WITH =, "slot_hold" WITH &&) WHERE ("status" IN ('pending_payment', 'booked'));--> statement-breakpoint
CREATE INDEX "bookings_live_hold_idx" ON "bookings" USING gist ("car_id", "hold") WHERE "status" = 'reserved';
