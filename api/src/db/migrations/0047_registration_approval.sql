ALTER TABLE "participants" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_types" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "participants_pending_approval_idx" ON "participants" USING btree ("year","created_at") WHERE "participants"."approval" = 'pending';