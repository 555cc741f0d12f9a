CREATE TABLE "access_code_uses" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"code" text NOT NULL,
	"type_id" uuid NOT NULL,
	"places" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"sponsor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"valid_until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_codes_used_within_places" CHECK ("access_codes"."places" >= 1 and "access_codes"."used" >= 0 and "access_codes"."used" <= "access_codes"."places")
);
--> statement-breakpoint
ALTER TABLE "sponsorship_packages" ADD COLUMN "vip_pass_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_types" ADD COLUMN "requires_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_types" ADD COLUMN "sponsor_passes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "access_code_uses" ADD CONSTRAINT "access_code_uses_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_uses" ADD CONSTRAINT "access_code_uses_code_id_access_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."access_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_type_id_registration_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."registration_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_code_uses_code_idx" ON "access_code_uses" USING btree ("code_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_year_code_key" ON "access_codes" USING btree ("year","code");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_sponsor_key" ON "access_codes" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "access_codes_year_created_idx" ON "access_codes" USING btree ("year","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_types_sponsor_passes_key" ON "registration_types" USING btree ("year") WHERE "registration_types"."sponsor_passes";--> statement-breakpoint
UPDATE "sponsorship_packages" SET "vip_pass_count" = CASE "id" WHEN 'platinum' THEN 5 WHEN 'gold' THEN 4 WHEN 'silver' THEN 3 ELSE 0 END;
