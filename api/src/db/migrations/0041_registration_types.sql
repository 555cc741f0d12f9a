CREATE TABLE "registration_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text,
	"description" text DEFAULT '' NOT NULL,
	"description_fr" text,
	"days" text[] NOT NULL,
	"capacity" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	"sales_start_at" timestamp with time zone,
	"sales_end_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_types_taken_within_capacity" CHECK ("registration_types"."taken" >= 0 and ("registration_types"."capacity" is null or "registration_types"."taken" <= "registration_types"."capacity")),
	CONSTRAINT "registration_types_sales_window" CHECK ("registration_types"."sales_end_at" is null or "registration_types"."sales_start_at" is null or "registration_types"."sales_end_at" > "registration_types"."sales_start_at")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"participant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "type_id" uuid;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_type_id_registration_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."registration_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_types_year_slug_key" ON "registration_types" USING btree ("year","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_types_default_key" ON "registration_types" USING btree ("year") WHERE "registration_types"."is_default";--> statement-breakpoint
CREATE INDEX "registration_types_year_position_idx" ON "registration_types" USING btree ("year","position");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_key" ON "waitlist_entries" USING btree ("type_id",lower("email")) WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_token_key" ON "waitlist_entries" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("type_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_type_id_registration_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."registration_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_type_idx" ON "participants" USING btree ("type_id");