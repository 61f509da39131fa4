CREATE TABLE "bill_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"purchase_key" text,
	"kind" text,
	"biller_id" integer,
	"biller_name" text,
	"item_name" text,
	"payment_code" text,
	"customer_ref" text,
	"customer_name" text,
	"customer_mobile" text,
	"customer_email" text,
	"amount_kobo" bigint,
	"fee_kobo" bigint,
	"gateway" smallint,
	"wallet_id" integer,
	"provider" text,
	"provider_reference" text,
	"checkout_url" text,
	"biller_reference" text,
	"token" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"refunded_at" timestamp with time zone,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_status_kind" CHECK ("bill_payments"."status" in ('open', 'awaiting-payment', 'paid', 'vending', 'pending', 'success', 'failed')),
	CONSTRAINT "bill_payments_bill_kind" CHECK ("bill_payments"."kind" is null or "bill_payments"."kind" in ('airtime', 'data', 'electricity', 'tv')),
	CONSTRAINT "bill_payments_gateway_kind" CHECK ("bill_payments"."gateway" is null or "bill_payments"."gateway" in (5, 23)),
	CONSTRAINT "bill_payments_amount_positive" CHECK ("bill_payments"."amount_kobo" is null or "bill_payments"."amount_kobo" > 0),
	CONSTRAINT "bill_payments_fee_nonnegative" CHECK ("bill_payments"."fee_kobo" is null or "bill_payments"."fee_kobo" >= 0),
	CONSTRAINT "bill_payments_purchase_complete" CHECK ("bill_payments"."status" = 'open' or ("bill_payments"."purchase_key" is not null and "bill_payments"."kind" is not null and "bill_payments"."amount_kobo" is not null and "bill_payments"."fee_kobo" is not null and "bill_payments"."gateway" is not null and "bill_payments"."payment_code" is not null and "bill_payments"."customer_ref" is not null)),
	CONSTRAINT "bill_payments_wallet_named" CHECK ("bill_payments"."gateway" is distinct from 23 or "bill_payments"."status" in ('open', 'awaiting-payment') or "bill_payments"."wallet_id" is not null),
	CONSTRAINT "bill_payments_refund_failed" CHECK (not "bill_payments"."refunded" or "bill_payments"."status" = 'failed')
);
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_reference_uq" ON "bill_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bill_payments_customer_idx" ON "bill_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_payments_unsettled_idx" ON "bill_payments" USING btree ("status","updated_at") WHERE "bill_payments"."status" in ('awaiting-payment', 'paid', 'vending', 'pending');