ALTER TABLE "tools" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "location_source" text DEFAULT 'city' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "public_latitude" double precision GENERATED ALWAYS AS (round("tools"."latitude"::numeric, 2)::double precision) STORED;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "public_longitude" double precision GENERATED ALWAYS AS (round("tools"."longitude"::numeric, 2)::double precision) STORED;--> statement-breakpoint
CREATE INDEX "tools_public_point_idx" ON "tools" USING btree ("public_latitude","public_longitude");--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_point" CHECK (("tools"."latitude" is null) = ("tools"."longitude" is null) and "tools"."latitude" between -90 and 90 and "tools"."longitude" between -180 and 180);