CREATE TABLE "virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"vnuban" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"transfer_by" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_provider_ref_uq" ON "virtual_accounts" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "virtual_accounts_booking_idx" ON "virtual_accounts" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "virtual_accounts_open_idx" ON "virtual_accounts" USING btree ("transfer_by") WHERE "virtual_accounts"."closed_at" is null;