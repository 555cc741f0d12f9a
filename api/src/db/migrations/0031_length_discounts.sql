ALTER TABLE "tools" ADD COLUMN "weekly_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "monthly_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_discounts" CHECK ("tools"."weekly_discount_percent" between 0 and 90 and "tools"."monthly_discount_percent" between 0 and 90
        and ("tools"."monthly_discount_percent" = 0 or "tools"."monthly_discount_percent" >= "tools"."weekly_discount_percent"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_range" CHECK ("bookings"."discount_percent" between 0 and 90);