CREATE TABLE "check_in_desks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"entrance" text NOT NULL,
	"day" date NOT NULL,
	"session_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"desk_id" uuid,
	"participant_id" uuid,
	"code" text NOT NULL,
	"day" date NOT NULL,
	"session_id" uuid,
	"entrance" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"refusal" text,
	"staff_id" uuid,
	CONSTRAINT "check_ins_outcome_check" CHECK ("check_ins"."outcome" in ('admitted', 'already_in', 'not_found', 'refused', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "badge_printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_in_desks" ADD CONSTRAINT "check_in_desks_session_id_programme_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_desks" ADD CONSTRAINT "check_in_desks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_desk_id_check_in_desks_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."check_in_desks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_session_id_programme_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_desks_day_idx" ON "check_in_desks" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_day_admitted_key" ON "check_ins" USING btree ("participant_id","day") WHERE "check_ins"."outcome" = 'admitted' and "check_ins"."session_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_session_admitted_key" ON "check_ins" USING btree ("participant_id","session_id") WHERE "check_ins"."outcome" = 'admitted' and "check_ins"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "check_ins_day_scanned_idx" ON "check_ins" USING btree ("day","scanned_at");--> statement-breakpoint
CREATE INDEX "check_ins_desk_idx" ON "check_ins" USING btree ("desk_id");--> statement-breakpoint
-- The check-ins made before desks kept their scans: one admitted scan each, on the venue's date.
INSERT INTO "check_ins" ("id", "participant_id", "code", "day", "entrance", "scanned_at", "recorded_at", "outcome")
SELECT gen_random_uuid(), "id", "registration_code", ("checked_in_at" AT TIME ZONE 'Africa/Lagos')::date, 'Main entrance', "checked_in_at", "checked_in_at", 'admitted'
FROM "participants" WHERE "checked_in_at" IS NOT NULL;
