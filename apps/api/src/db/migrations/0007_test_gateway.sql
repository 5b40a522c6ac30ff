CREATE TABLE "test_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "test_gateway_orders_amount_positive" CHECK ("test_gateway_orders"."amount_paise" > 0),
	CONSTRAINT "test_gateway_orders_paid_has_payment" CHECK (("test_gateway_orders"."status" = 'paid') = ("test_gateway_orders"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_refunds_amount_positive" CHECK ("test_gateway_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_orders_payment_key" ON "test_gateway_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_refunds_idempotency_key" ON "test_gateway_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_gateway_refunds_payment_idx" ON "test_gateway_refunds" USING btree ("payment_id");