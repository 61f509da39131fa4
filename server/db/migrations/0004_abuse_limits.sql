ALTER TABLE "bookings" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "strikes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_client_key_idx" ON "bookings" USING btree ("client_key","status");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "bookings_phone_idx" ON "bookings" USING btree ("phone_number","status");--> statement-breakpoint
-- Databases from before this migration may hold several open checkouts for one reference (the
-- race it fixes): keep the newest open, cancel the others, so the unique index can be built.
UPDATE "sandbox_transactions" s SET "status" = 'cancelled', "updated_at" = now()
WHERE s."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "sandbox_transactions" o
  WHERE o."provider" = s."provider" AND o."reference" = s."reference" AND o."status" = 'pending'
    AND (o."created_at", o."id") > (s."created_at", s."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_open_uq" ON "sandbox_transactions" USING btree ("provider","reference") WHERE "sandbox_transactions"."status" = 'pending';