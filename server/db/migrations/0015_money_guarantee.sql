CREATE TABLE "payment_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"transaction" text,
	"amount_kobo" bigint NOT NULL,
	"email" text,
	"phone" text,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checks" smallint DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"last_answer" text,
	"last_checked_at" timestamp with time zone,
	"outcome" text,
	"closed_at" timestamp with time zone,
	"support_notified_at" timestamp with time zone,
	CONSTRAINT "payment_checks_kind_kind" CHECK ("payment_checks"."kind" in ('booking', 'hire', 'bill', 'funding', 'reschedule')),
	CONSTRAINT "payment_checks_outcome_kind" CHECK ("payment_checks"."outcome" is null or "payment_checks"."outcome" in ('issued', 'refunded', 'unpaid', 'support')),
	CONSTRAINT "payment_checks_closed_has_outcome" CHECK (("payment_checks"."closed_at" is null) = ("payment_checks"."outcome" is null)),
	CONSTRAINT "payment_checks_amount_positive" CHECK ("payment_checks"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hire_payments" ADD COLUMN "refund_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reschedule_payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reschedule_payments" ADD COLUMN "refund_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checks_kind_ref_provider_uq" ON "payment_checks" USING btree ("kind","reference","provider");--> statement-breakpoint
CREATE INDEX "payment_checks_due_idx" ON "payment_checks" USING btree ("next_check_at") WHERE "payment_checks"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_checks_email_idx" ON "payment_checks" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "payment_checks_phone_idx" ON "payment_checks" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","created_at");