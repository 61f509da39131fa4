CREATE TABLE "confirmation_notices" (
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "confirmation_notices_kind_reference_pk" PRIMARY KEY("kind","reference")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_kobo" integer DEFAULT 0 NOT NULL;