CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"sender_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_code" text NOT NULL,
	"year" integer NOT NULL,
	"title" text,
	"gender" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"city" text,
	"address" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_registration_code_unique" UNIQUE("registration_code")
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"package_id" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"city" text,
	"address" text,
	"logo" text,
	"status" text DEFAULT 'applied' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorship_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"rank" integer NOT NULL,
	"amount" text NOT NULL,
	"advert_expo_program" text NOT NULL,
	"booth_space" text NOT NULL,
	"vip_passes" text NOT NULL,
	"branding_presentation" boolean DEFAULT false NOT NULL,
	"premium_booth_location" boolean DEFAULT false NOT NULL,
	"logo_on_stage_backdrops" boolean DEFAULT false NOT NULL,
	"speaking_slot_at_opening" boolean DEFAULT false NOT NULL,
	"vip_networking_access" boolean DEFAULT false NOT NULL,
	"logo_on_delegate_items" boolean DEFAULT false NOT NULL,
	"logo_on_banners_website_social" boolean DEFAULT false NOT NULL,
	"recognition_during_sessions" boolean DEFAULT false NOT NULL,
	"networking_lounge_access" boolean DEFAULT false NOT NULL,
	"press_release_mention" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sponsorship_packages_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_package_id_sponsorship_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."sponsorship_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_sender_idx" ON "contact_messages" USING btree ("sender_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_year_email_key" ON "participants" USING btree ("year",lower("email"));--> statement-breakpoint
CREATE INDEX "participants_year_created_idx" ON "participants" USING btree ("year","created_at");--> statement-breakpoint
CREATE INDEX "sponsors_year_status_idx" ON "sponsors" USING btree ("year","status");--> statement-breakpoint
CREATE INDEX "sponsors_email_idx" ON "sponsors" USING btree (lower("email"));