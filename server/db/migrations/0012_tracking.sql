CREATE TABLE "trip_vehicles" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"imei" text NOT NULL,
	"plate" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_vehicles" ADD CONSTRAINT "trip_vehicles_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_vehicles_imei_uq" ON "trip_vehicles" USING btree ("imei");