CREATE TABLE "reschedule_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reschedule_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"outcome" text NOT NULL,
	"refund_status" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reschedule_payments_outcome_kind" CHECK ("reschedule_payments"."outcome" in ('paid', 'amount-mismatch', 'duplicate', 'too-late', 'seats-lost')),
	CONSTRAINT "reschedule_payments_refund_kind" CHECK ("reschedule_payments"."refund_status" is null or "reschedule_payments"."refund_status" in ('pending', 'refunded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reschedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"booking_id" integer NOT NULL,
	"is_return" boolean NOT NULL,
	"from_trip_id" integer NOT NULL,
	"from_seats" jsonb NOT NULL,
	"to_trip_id" integer NOT NULL,
	"to_seats" jsonb NOT NULL,
	"status" text NOT NULL,
	"fee_kobo" integer NOT NULL,
	"payment_method" smallint,
	"provider" text,
	"provider_reference" text,
	"checkout_url" text,
	"account" jsonb,
	"hold_booking_id" integer,
	"sequence" smallint,
	"paid_provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "reschedules_status_kind" CHECK ("reschedules"."status" in ('awaiting-payment', 'done', 'expired', 'cancelled', 'failed')),
	CONSTRAINT "reschedules_fee" CHECK ("reschedules"."fee_kobo" >= 0),
	CONSTRAINT "reschedules_sequence_range" CHECK ("reschedules"."sequence" is null or "reschedules"."sequence" between 1 and 2),
	CONSTRAINT "reschedules_done_numbered" CHECK (("reschedules"."status" = 'done') = ("reschedules"."sequence" is not null)),
	CONSTRAINT "reschedules_paid_has_method" CHECK ("reschedules"."fee_kobo" = 0 or "reschedules"."payment_method" in (5, 23, 26))
);
--> statement-breakpoint
ALTER TABLE "reschedule_payments" ADD CONSTRAINT "reschedule_payments_reschedule_id_reschedules_id_fk" FOREIGN KEY ("reschedule_id") REFERENCES "public"."reschedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedules" ADD CONSTRAINT "reschedules_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedules" ADD CONSTRAINT "reschedules_from_trip_id_trips_id_fk" FOREIGN KEY ("from_trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedules" ADD CONSTRAINT "reschedules_to_trip_id_trips_id_fk" FOREIGN KEY ("to_trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedules" ADD CONSTRAINT "reschedules_hold_booking_id_bookings_id_fk" FOREIGN KEY ("hold_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_payments_provider_ref_uq" ON "reschedule_payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "reschedule_payments_reschedule_idx" ON "reschedule_payments" USING btree ("reschedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedules_reference_uq" ON "reschedules" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedules_one_open_uq" ON "reschedules" USING btree ("booking_id") WHERE "reschedules"."status" = 'awaiting-payment';--> statement-breakpoint
CREATE UNIQUE INDEX "reschedules_booking_sequence_uq" ON "reschedules" USING btree ("booking_id","sequence");--> statement-breakpoint
CREATE INDEX "reschedules_booking_idx" ON "reschedules" USING btree ("booking_id","status");--> statement-breakpoint
CREATE INDEX "reschedules_awaiting_idx" ON "reschedules" USING btree ("expires_at") WHERE "reschedules"."status" = 'awaiting-payment';