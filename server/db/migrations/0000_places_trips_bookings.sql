CREATE TABLE "booking_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"trip_id" integer NOT NULL,
	"seat_number" smallint NOT NULL,
	"full_name" text NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"amount_kobo" integer NOT NULL,
	"is_return" boolean DEFAULT false NOT NULL,
	"is_printed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"trip_type" smallint DEFAULT 0 NOT NULL,
	"payment_method" smallint,
	"customer_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"next_of_kin_name" text,
	"next_of_kin_phone" text,
	"total_kobo" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "fares" (
	"route_id" integer NOT NULL,
	"vehicle_model_id" integer NOT NULL,
	"amount_kobo" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"terminal" text NOT NULL,
	"locations" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" integer PRIMARY KEY NOT NULL,
	"departure_terminal_id" integer NOT NULL,
	"destination_terminal_id" integer NOT NULL,
	"name" text NOT NULL,
	"distance_km" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"popular_rank" smallint
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"address" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"country_code" text DEFAULT 'NG' NOT NULL,
	"is_departure" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"vehicle_model_id" integer NOT NULL,
	"vehicle_name" text NOT NULL,
	"departure_date" date NOT NULL,
	"departure_time" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"total_seats" smallint NOT NULL,
	"fare_kobo" integer NOT NULL,
	"cashback_kobo" integer DEFAULT 0 NOT NULL,
	"is_palliative" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats" smallint NOT NULL,
	CONSTRAINT "vehicle_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "booking_seats" ADD CONSTRAINT "booking_seats_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_seats" ADD CONSTRAINT "booking_seats_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_departure_terminal_id_terminals_id_fk" FOREIGN KEY ("departure_terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_destination_terminal_id_terminals_id_fk" FOREIGN KEY ("destination_terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_seats_trip_seat_uq" ON "booking_seats" USING btree ("trip_id","seat_number");--> statement-breakpoint
CREATE UNIQUE INDEX "fares_route_model_uq" ON "fares" USING btree ("route_id","vehicle_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_pair_uq" ON "routes" USING btree ("departure_terminal_id","destination_terminal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_slot_uq" ON "trips" USING btree ("route_id","departure_date","departure_time","vehicle_model_id");--> statement-breakpoint
CREATE INDEX "trips_date_idx" ON "trips" USING btree ("departure_date");