DROP INDEX "reviews_booking_key";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "about" text DEFAULT 'tool' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every review so far is a renter's of a tool, public since it was written.
UPDATE "reviews" r SET "subject_id" = b."owner_id", "published_at" = r."created_at"
FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "subject_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_about_key" ON "reviews" USING btree ("booking_id","about");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","about","published_at");