CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"balance" text NOT NULL,
	"direction" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"balance_after_kobo" bigint NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_positive" CHECK ("wallet_entries"."amount_kobo" > 0),
	CONSTRAINT "wallet_entries_balance_after_nonnegative" CHECK ("wallet_entries"."balance_after_kobo" >= 0),
	CONSTRAINT "wallet_entries_balance_kind" CHECK ("wallet_entries"."balance" in ('main', 'cashback')),
	CONSTRAINT "wallet_entries_direction_kind" CHECK ("wallet_entries"."direction" in ('credit', 'debit'))
);
--> statement-breakpoint
CREATE TABLE "wallet_fundings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"wallet_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_fundings_amount_positive" CHECK ("wallet_fundings"."amount_kobo" > 0),
	CONSTRAINT "wallet_fundings_status_kind" CHECK ("wallet_fundings"."status" in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wallet_otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"cashback_id" integer DEFAULT nextval('wallets_id_seq') NOT NULL,
	"customer_id" integer NOT NULL,
	"available_kobo" bigint DEFAULT 0 NOT NULL,
	"blocked_kobo" bigint DEFAULT 0 NOT NULL,
	"ledger_kobo" bigint DEFAULT 0 NOT NULL,
	"cashback_kobo" bigint DEFAULT 0 NOT NULL,
	"pin_hash" text,
	"failed_pin_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_available_nonnegative" CHECK ("wallets"."available_kobo" >= 0),
	CONSTRAINT "wallets_blocked_nonnegative" CHECK ("wallets"."blocked_kobo" >= 0),
	CONSTRAINT "wallets_cashback_nonnegative" CHECK ("wallets"."cashback_kobo" >= 0),
	CONSTRAINT "wallets_ledger_balanced" CHECK ("wallets"."ledger_kobo" = "wallets"."available_kobo" + "wallets"."blocked_kobo")
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_fundings" ADD CONSTRAINT "wallet_fundings_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_fundings" ADD CONSTRAINT "wallet_fundings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_otps" ADD CONSTRAINT "wallet_otps_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_key_uq" ON "wallet_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_idx" ON "wallet_entries" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_fundings_reference_uq" ON "wallet_fundings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_fundings_customer_idx" ON "wallet_fundings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "wallet_otps_customer_type_idx" ON "wallet_otps" USING btree ("customer_id","type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_customer_uq" ON "wallets" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_cashback_id_uq" ON "wallets" USING btree ("cashback_id");