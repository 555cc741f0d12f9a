CREATE TABLE "programme_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"room" text NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_sessions_ends_after_start" CHECK ("programme_sessions"."ends_at" > "programme_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "exhibitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"sponsor_id" uuid,
	"company" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website" text,
	"booth" text,
	"category" text,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_sessions_year_starts_idx" ON "programme_sessions" USING btree ("year","starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitors_sponsor_key" ON "exhibitors" USING btree ("sponsor_id") WHERE "exhibitors"."sponsor_id" is not null;--> statement-breakpoint
CREATE INDEX "exhibitors_year_company_idx" ON "exhibitors" USING btree ("year",lower("company"));