-- A tool's zone comes from the places data, which SQL cannot read: existing rows get a placeholder
-- here and their zone at start-up (ToolService.syncTimeZones), before the first request.
ALTER TABLE "tools" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
-- Bookings made before keep the length they were charged for: period_count hours (rounded up) or days.
ALTER TABLE "bookings" ADD COLUMN "billed_minutes" integer;--> statement-breakpoint
UPDATE "bookings" SET "billed_minutes" = "period_count" * CASE WHEN "rental_circle" = 'hourly' THEN 60 ELSE 1440 END;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "billed_minutes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "period_count";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_billed_minutes_positive" CHECK ("bookings"."billed_minutes" > 0);
