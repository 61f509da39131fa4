CREATE TABLE "boarding_scans" (
	"scan_id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"staff_customer_id" integer,
	"reference" text NOT NULL,
	"trip_id" integer NOT NULL,
	"booking_id" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"outcome" text NOT NULL,
	"first_scan_id" text
);
--> statement-breakpoint
CREATE TABLE "boardings" (
	"booking_id" integer NOT NULL,
	"trip_id" integer NOT NULL,
	"scan_id" text NOT NULL,
	"device_id" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"boarded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "boardings_booking_id_trip_id_pk" PRIMARY KEY("booking_id","trip_id")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"terminal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signs_until" timestamp with time zone NOT NULL,
	"verifies_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_signatures" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"input" text NOT NULL,
	"key_id" text NOT NULL,
	"qr" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boarding_scans" ADD CONSTRAINT "boarding_scans_staff_customer_id_customers_id_fk" FOREIGN KEY ("staff_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_scans" ADD CONSTRAINT "boarding_scans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardings" ADD CONSTRAINT "boardings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_signatures" ADD CONSTRAINT "ticket_signatures_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boarding_scans_booking_idx" ON "boarding_scans" USING btree ("booking_id","trip_id");--> statement-breakpoint
CREATE INDEX "boarding_scans_conflict_idx" ON "boarding_scans" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE INDEX "boardings_trip_idx" ON "boardings" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "ticket_keys_signs_until_idx" ON "ticket_keys" USING btree ("signs_until");