ALTER TABLE "bookings" ADD COLUMN "pickup_code" text;--> statement-breakpoint
-- Bookings made before pickup codes get one as well: six digits drawn from gen_random_uuid() (the
-- database's strong random source; 48 random bits, so the remainder is as good as uniform). New
-- bookings get theirs from the application (pickup-code.ts).
UPDATE "bookings" SET "pickup_code" = lpad(
  (('x' || substr(gen_random_uuid()::text, 1, 8) || substr(gen_random_uuid()::text, 10, 4))::bit(48)::bigint % 1000000)::text,
  6,
  '0'
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "pickup_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_code_retry_at" timestamp with time zone;
