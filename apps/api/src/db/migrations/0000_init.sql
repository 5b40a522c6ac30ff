CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"offer_id" integer,
	"test_drive_id" integer,
	"booking_type" text NOT NULL,
	"total_car_price" integer NOT NULL,
	"pay_amount" integer NOT NULL,
	"preferred_location" text,
	"street_address" text,
	"locality" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text NOT NULL,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "buyer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"street_address" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"gender" smallint,
	"profile_pic" text,
	"city" text,
	"state" text,
	"failed_signins" integer DEFAULT 0 NOT NULL,
	"signin_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyers_gender_check" CHECK ("buyers"."gender" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "car_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"body_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_reservations" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"booking_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"engine" text NOT NULL,
	"engine_displacement" integer NOT NULL,
	"power_figure" integer NOT NULL,
	"torque_figure" integer NOT NULL,
	"peak_power" text NOT NULL,
	"peak_torque" text NOT NULL,
	"acceleration_0_100kmph" double precision NOT NULL,
	"top_speed" integer NOT NULL,
	"mileage" double precision NOT NULL,
	"fuel_consumption" double precision NOT NULL,
	"avg_fuel_consumption" double precision NOT NULL,
	"emission_std" text NOT NULL,
	"drive" text NOT NULL,
	"seats" smallint NOT NULL,
	"doors" smallint NOT NULL,
	"specs" jsonb NOT NULL,
	"new_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"car_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"car_type" text NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"color" text NOT NULL,
	"color_hex" text NOT NULL,
	"manufacturing_year" smallint NOT NULL,
	"registration_year" smallint NOT NULL,
	"registration_state" text NOT NULL,
	"registration_number" text NOT NULL,
	"odometer_reading" integer NOT NULL,
	"no_of_owners" smallint NOT NULL,
	"listing_price" integer NOT NULL,
	"location" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'available' NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_price_positive" CHECK ("cars"."listing_price" > 0),
	CONSTRAINT "cars_odometer_nonneg" CHECK ("cars"."odometer_reading" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"description" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"offer_by" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_entries_amount_positive" CHECK ("offer_entries"."amount" > 0),
	CONSTRAINT "offer_entries_by_check" CHECK ("offer_entries"."offer_by" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"audience" text DEFAULT 'buyer' NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" smallint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"purpose" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"booking_id" integer,
	"test_drive_id" integer,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount" > 0),
	CONSTRAINT "payment_orders_one_subject" CHECK (("payment_orders"."booking_id" is null) <> ("payment_orders"."test_drive_id" is null))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"car_id" integer,
	"rating" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_range" CHECK ("ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"buyer_id" integer,
	"vendor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_one_principal" CHECK (("sessions"."buyer_id" is null) <> ("sessions"."vendor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"drive_date" date NOT NULL,
	"drive_hour" smallint NOT NULL,
	"street_address" text,
	"locality" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"fee" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drives_hour_check" CHECK ("test_drives"."drive_hour" between 10 and 17)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"profile_pic" text,
	"license_no" text NOT NULL,
	"vendor_code" text NOT NULL,
	"address" text NOT NULL,
	"flat_no" text,
	"landmark" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"member_since" date NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"buyer_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_buyer_id_car_id_pk" PRIMARY KEY("buyer_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_test_drive_id_test_drives_id_fk" FOREIGN KEY ("test_drive_id") REFERENCES "public"."test_drives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_models" ADD CONSTRAINT "car_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reservations" ADD CONSTRAINT "car_reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reservations" ADD CONSTRAINT "car_reservations_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reservations" ADD CONSTRAINT "car_reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_variants" ADD CONSTRAINT "car_variants_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_variant_id_car_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."car_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_entries" ADD CONSTRAINT "offer_entries_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_test_drive_id_test_drives_id_fk" FOREIGN KEY ("test_drive_id") REFERENCES "public"."test_drives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_vendor_idx" ON "bookings" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_car_idx" ON "bookings" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_key" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "buyer_addresses_buyer_idx" ON "buyer_addresses" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_phone_key" ON "buyers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "car_images_car_position_key" ON "car_images" USING btree ("car_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "car_models_brand_name_key" ON "car_models" USING btree ("brand_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "car_variants_model_name_key" ON "car_variants" USING btree ("model_id","name");--> statement-breakpoint
CREATE INDEX "cars_featured_idx" ON "cars" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("listing_price","id");--> statement-breakpoint
CREATE INDEX "cars_vendor_idx" ON "cars" USING btree ("vendor_id","listed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_brand_idx" ON "cars" USING btree ("brand_name","listed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_location_idx" ON "cars" USING btree ("location","listed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_type_idx" ON "cars" USING btree ("car_type","listed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_model_idx" ON "cars" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "cars_variant_idx" ON "cars" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "cars_search_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offer_entries_offer_idx" ON "offer_entries" USING btree ("offer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_buyer_car_key" ON "offers" USING btree ("buyer_id","car_id");--> statement-breakpoint
CREATE INDEX "offers_vendor_idx" ON "offers" USING btree ("vendor_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "otp_codes_phone_created_idx" ON "otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_key" ON "payment_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_buyer_idx" ON "payment_orders" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_buyer_vendor_key" ON "ratings" USING btree ("buyer_id","vendor_id");--> statement-breakpoint
CREATE INDEX "ratings_vendor_idx" ON "ratings" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "ratings_car_idx" ON "ratings" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_buyer_idx" ON "sessions" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "sessions_vendor_idx" ON "sessions" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "test_drives_buyer_idx" ON "test_drives" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_drives_vendor_idx" ON "test_drives" USING btree ("vendor_id","drive_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_phone_key" ON "vendors" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_code_key" ON "vendors" USING btree ("vendor_code");--> statement-breakpoint
CREATE INDEX "vendors_city_idx" ON "vendors" USING btree ("city");--> statement-breakpoint
CREATE INDEX "wishlists_car_idx" ON "wishlists" USING btree ("car_id");