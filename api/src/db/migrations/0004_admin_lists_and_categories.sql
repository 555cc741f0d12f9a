CREATE TABLE "rental_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sponsors_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "rental_categories_name_key" ON "rental_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "participants_first_name_prefix_idx" ON "participants" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_last_name_prefix_idx" ON "participants" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_email_prefix_idx" ON "participants" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sponsors_company_prefix_idx" ON "sponsors" USING btree (lower("company") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sponsors_email_idx" ON "sponsors" USING btree (lower("email") text_pattern_ops);