CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"failed_signins" integer DEFAULT 0 NOT NULL,
	"signin_locked_until" timestamp with time zone,
	"totp_secret_sealed" text,
	"totp_enrolled_at" timestamp with time zone,
	"totp_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_one_principal";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "purpose" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "operators_phone_key" ON "operators" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_operator_idx" ON "sessions" USING btree ("operator_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_purpose_check" CHECK ("sessions"."purpose" in ('full', 'totp_enrolment'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_principal" CHECK (num_nonnulls("sessions"."buyer_id", "sessions"."vendor_id", "sessions"."operator_id") = 1);