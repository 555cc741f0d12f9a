ALTER TABLE "programme_sessions" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "programme_sessions" ADD COLUMN "room_fr" text;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "description_fr" text;