CREATE TABLE "account_deletion_codes" (
	"request_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_id" text NOT NULL,
	"ambassador_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"details" jsonb,
	"submission_id" text,
	"code_hash" text,
	"code_tries" smallint DEFAULT 0 NOT NULL,
	"code_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	CONSTRAINT "ambassador_upgrades_status_kind" CHECK ("ambassador_upgrades"."status" in ('invited', 'awaiting-otp', 'verified')),
	CONSTRAINT "ambassador_upgrades_submitted" CHECK ("ambassador_upgrades"."status" = 'invited' or ("ambassador_upgrades"."details" is not null and "ambassador_upgrades"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ambassadors" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier" smallint DEFAULT 2 NOT NULL,
	"details" jsonb,
	"nin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upgraded_at" timestamp with time zone,
	CONSTRAINT "ambassadors_tier_kind" CHECK ("ambassadors"."tier" in (1, 2, 3)),
	CONSTRAINT "ambassadors_tier3_named" CHECK ("ambassadors"."tier" <> 3 or ("ambassadors"."details" is not null and "ambassadors"."nin" is not null and "ambassadors"."upgraded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_upgrades" ADD CONSTRAINT "ambassador_upgrades_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_codes_email_idx" ON "account_deletion_codes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "account_deletion_codes_expiry_idx" ON "account_deletion_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ambassador_upgrades_verification_uq" ON "ambassador_upgrades" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "ambassador_upgrades_ambassador_idx" ON "ambassador_upgrades" USING btree ("ambassador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ambassadors_nin_uq" ON "ambassadors" USING btree ("nin");