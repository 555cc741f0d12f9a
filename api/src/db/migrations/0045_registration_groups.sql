CREATE TABLE "registration_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"company" text,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "group_id" uuid;--> statement-breakpoint
CREATE INDEX "registration_groups_year_created_idx" ON "registration_groups" USING btree ("year","created_at");--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_group_id_registration_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."registration_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_group_idx" ON "participants" USING btree ("group_id") WHERE "participants"."group_id" is not null;