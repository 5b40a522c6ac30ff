CREATE TABLE "money_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"refund_id" integer,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_ledger_kind_check" CHECK ("money_ledger"."kind" in ('capture', 'refund')),
	CONSTRAINT "money_ledger_amount_positive" CHECK ("money_ledger"."amount_paise" > 0),
	CONSTRAINT "money_ledger_refund_named" CHECK (("money_ledger"."kind" = 'refund') = ("money_ledger"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_anomalies" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"expected_paise" integer NOT NULL,
	"captured_paise" integer NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_anomalies_kind_check" CHECK ("payment_anomalies"."kind" in ('amount_mismatch')),
	CONSTRAINT "payment_anomalies_captured_positive" CHECK ("payment_anomalies"."captured_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "amount_paise" integer;--> statement-breakpoint
UPDATE "refunds" SET "amount_paise" = "amount" * 100;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_anomalies" ADD CONSTRAINT "payment_anomalies_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_ledger_capture_key" ON "money_ledger" USING btree ("provider","provider_payment_id") WHERE "money_ledger"."kind" = 'capture';--> statement-breakpoint
CREATE UNIQUE INDEX "money_ledger_refund_key" ON "money_ledger" USING btree ("refund_id") WHERE "money_ledger"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "money_ledger_order_idx" ON "money_ledger" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "money_ledger_created_idx" ON "money_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_anomalies_payment_key" ON "payment_anomalies" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_anomalies_created_idx" ON "payment_anomalies" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_payment_key" ON "payment_orders" USING btree ("provider","provider_payment_id") WHERE "payment_orders"."provider_payment_id" is not null;--> statement-breakpoint
-- The money that moved before the ledger existed: each paid order's capture, each processed refund.
INSERT INTO "money_ledger" ("payment_order_id", "kind", "amount_paise", "provider", "provider_payment_id", "created_at")
  SELECT "id", 'capture', "amount" * 100, "provider", "provider_payment_id", coalesce("paid_at", "created_at")
  FROM "payment_orders" WHERE "status" = 'paid' AND "provider_payment_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "money_ledger" ("payment_order_id", "kind", "amount_paise", "provider", "provider_payment_id", "refund_id", "provider_refund_id", "created_at")
  SELECT r."payment_order_id", 'refund', r."amount_paise", o."provider", coalesce(r."provider_payment_id", o."provider_payment_id"), r."id", r."provider_refund_id", r."updated_at"
  FROM "refunds" r JOIN "payment_orders" o ON o."id" = r."payment_order_id"
  WHERE r."status" = 'processed' AND o."provider_payment_id" IS NOT NULL;
