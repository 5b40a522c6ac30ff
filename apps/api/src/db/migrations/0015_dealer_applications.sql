CREATE TABLE "dealer_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"gstin" text NOT NULL,
	"pan" text NOT NULL,
	"document_name" text NOT NULL,
	"document_type" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"vendor_id" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "dealer_applications_status_check" CHECK ("dealer_applications"."status" in ('submitted', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "status_before_suspension" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_applications_waiting_phone_key" ON "dealer_applications" USING btree ("phone") WHERE "dealer_applications"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_applications_waiting_gstin_key" ON "dealer_applications" USING btree ("gstin") WHERE "dealer_applications"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_applications_vendor_key" ON "dealer_applications" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "dealer_applications_status_idx" ON "dealer_applications" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_status_check" CHECK ("vendors"."status" in ('active', 'suspended'));