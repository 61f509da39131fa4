CREATE TABLE "hire_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"hire_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"outcome" text NOT NULL,
	"refund_status" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hire_payments_outcome_kind" CHECK ("hire_payments"."outcome" in ('paid', 'amount-mismatch', 'duplicate', 'too-late')),
	CONSTRAINT "hire_payments_refund_kind" CHECK ("hire_payments"."refund_status" is null or "hire_payments"."refund_status" in ('pending', 'refunded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "hire_vehicle_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"hire_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hire_vehicles" (
	"id" integer PRIMARY KEY NOT NULL,
	"vehicle_model_id" integer NOT NULL,
	"plate" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hires" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'awaiting-payment' NOT NULL,
	"service_type" smallint NOT NULL,
	"payment_method" smallint NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"checkout_url" text,
	"account" jsonb,
	"full_name" text NOT NULL,
	"gender" smallint NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"next_of_kin_name" text NOT NULL,
	"next_of_kin_phone" text NOT NULL,
	"address" text NOT NULL,
	"pickup_location" text NOT NULL,
	"dropoff_location" text NOT NULL,
	"pickup_date" date NOT NULL,
	"return_date" date,
	"is_sleep_over" boolean DEFAULT false NOT NULL,
	"distance_km" double precision NOT NULL,
	"lines" jsonb NOT NULL,
	"vehicle_count" smallint NOT NULL,
	"total_kobo" integer NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_provider_reference" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "hires_status_kind" CHECK ("hires"."status" in ('awaiting-payment', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "hires_service_type_kind" CHECK ("hires"."service_type" in (0, 1)),
	CONSTRAINT "hires_payment_method_kind" CHECK ("hires"."payment_method" in (4, 5, 10)),
	CONSTRAINT "hires_total_positive" CHECK ("hires"."total_kobo" > 0),
	CONSTRAINT "hires_vehicle_count_positive" CHECK ("hires"."vehicle_count" > 0),
	CONSTRAINT "hires_return_date" CHECK (("hires"."service_type" = 0) = ("hires"."return_date" is null)),
	CONSTRAINT "hires_paid_named" CHECK ("hires"."status" <> 'paid' or ("hires"."paid_at" is not null and "hires"."paid_provider_reference" is not null))
);
--> statement-breakpoint
ALTER TABLE "hire_payments" ADD CONSTRAINT "hire_payments_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_vehicle_days" ADD CONSTRAINT "hire_vehicle_days_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_vehicle_days" ADD CONSTRAINT "hire_vehicle_days_vehicle_id_hire_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."hire_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_vehicles" ADD CONSTRAINT "hire_vehicles_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hire_payments_provider_ref_uq" ON "hire_payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "hire_payments_hire_idx" ON "hire_payments" USING btree ("hire_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hire_vehicle_days_vehicle_day_uq" ON "hire_vehicle_days" USING btree ("vehicle_id","day");--> statement-breakpoint
CREATE INDEX "hire_vehicle_days_hire_idx" ON "hire_vehicle_days" USING btree ("hire_id");--> statement-breakpoint
CREATE INDEX "hire_vehicle_days_day_idx" ON "hire_vehicle_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "hire_vehicles_plate_uq" ON "hire_vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "hire_vehicles_model_idx" ON "hire_vehicles" USING btree ("vehicle_model_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hires_reference_uq" ON "hires" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "hires_awaiting_idx" ON "hires" USING btree ("expires_at") WHERE "hires"."status" = 'awaiting-payment';--> statement-breakpoint
CREATE INDEX "hires_client_key_idx" ON "hires" USING btree ("client_key","status");--> statement-breakpoint
CREATE INDEX "hires_email_idx" ON "hires" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "hires_phone_idx" ON "hires" USING btree ("phone_number","status");