CREATE TABLE "customer_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"category" smallint NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"partner_type" smallint NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"company_rc_number" text,
	"business_address" text,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"inspection_location" text NOT NULL,
	"number_of_vehicles" integer NOT NULL,
	"country_code" text DEFAULT 'NG' NOT NULL,
	"vehicles" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" integer,
	"full_name" text NOT NULL,
	"departure_state" text NOT NULL,
	"departure_location" text NOT NULL,
	"arrival_state" text NOT NULL,
	"arrival_location" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_feedbacks_key_uq" ON "customer_feedbacks" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "customer_feedbacks_email_idx" ON "customer_feedbacks" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_enquiries_key_uq" ON "partner_enquiries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "partner_enquiries_email_idx" ON "partner_enquiries" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "route_suggestions_key_uq" ON "route_suggestions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "route_suggestions_email_idx" ON "route_suggestions" USING btree ("email");