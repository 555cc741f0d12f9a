CREATE TABLE "identity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_image" text,
	"selfie_image" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"reason" text,
	"forget_requested_at" timestamp with time zone,
	"documents_deleted_at" timestamp with time zone,
	CONSTRAINT "identity_checks_images_together" CHECK (("identity_checks"."document_image" is null) = ("identity_checks"."selfie_image" is null) and ("identity_checks"."document_image" is null) = ("identity_checks"."documents_deleted_at" is not null)),
	CONSTRAINT "identity_checks_reason_when_rejected" CHECK (("identity_checks"."status" = 'rejected') = ("identity_checks"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "requires_id_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_one_pending_key" ON "identity_checks" USING btree ("user_id") WHERE "identity_checks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "identity_checks_user_idx" ON "identity_checks" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "identity_checks_queue_idx" ON "identity_checks" USING btree ("status","submitted_at","id");