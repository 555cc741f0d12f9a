ALTER TABLE "tools" ADD COLUMN "min_rental_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "max_rental_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "max_advance_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_booking_rules" CHECK ("tools"."min_rental_minutes" >= 0 and "tools"."max_rental_minutes" >= 0 and ("tools"."max_rental_minutes" = 0 or "tools"."max_rental_minutes" >= "tools"."min_rental_minutes")
        and "tools"."buffer_minutes" between 0 and 1440 and "tools"."notice_minutes" between 0 and 43200 and "tools"."max_advance_days" between 0 and 365);