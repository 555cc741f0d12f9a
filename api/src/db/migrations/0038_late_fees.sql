ALTER TABLE "tools" ADD COLUMN "late_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "late_fee_unit" text DEFAULT 'hour' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "late_fee_cap_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee_unit" text DEFAULT 'hour' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee_cap_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee_charged_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_late_fee" CHECK ("tools"."late_fee_cents" >= 0 and ("tools"."late_fee_cents" = 0 or "tools"."late_fee_cap_cents" between "tools"."late_fee_cents" and "tools"."deposit_cents"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_late_fee_charged" CHECK ("bookings"."late_fee_charged_cents" between 0 and "bookings"."deposit_cents");