CREATE TABLE "expo_day_capacities" (
	"year" integer NOT NULL,
	"day" text NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expo_day_capacities_year_day_pk" PRIMARY KEY("year","day"),
	CONSTRAINT "expo_day_capacities_capacity" CHECK ("expo_day_capacities"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_session_id_programme_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."programme_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_seats" ADD CONSTRAINT "session_seats_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_seats_open_key" ON "session_seats" USING btree ("session_id","participant_id") WHERE "session_seats"."status" in ('booked', 'waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "session_seats_offer_token_key" ON "session_seats" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE INDEX "session_seats_line_idx" ON "session_seats" USING btree ("session_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "session_seats_participant_idx" ON "session_seats" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "session_seats_offer_expiry_idx" ON "session_seats" USING btree ("offer_expires_at") WHERE "session_seats"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_seats_taken_within_seats" CHECK ("programme_sessions"."seats_taken" >= 0 and ("programme_sessions"."seats" is null or "programme_sessions"."seats_taken" <= "programme_sessions"."seats"));