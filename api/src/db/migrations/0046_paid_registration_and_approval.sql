CREATE TABLE "registration_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"type_id" uuid NOT NULL,
	"code_id" uuid,
	"offer_id" uuid,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"details" jsonb,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"participant_id" uuid,
	"refunded_at" timestamp with time zone,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "registration_orders_amount_positive" CHECK ("registration_orders"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payer";--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_types" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_types" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "registration_types" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "registration_order_id" uuid;--> statement-breakpoint
ALTER TABLE "registration_orders" ADD CONSTRAINT "registration_orders_type_id_registration_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."registration_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_orders" ADD CONSTRAINT "registration_orders_code_id_access_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."access_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_orders" ADD CONSTRAINT "registration_orders_offer_id_waitlist_entries_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_orders" ADD CONSTRAINT "registration_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_orders" ADD CONSTRAINT "registration_orders_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_orders_token_key" ON "registration_orders" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_orders_payment_key" ON "registration_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "registration_orders_open_idx" ON "registration_orders" USING btree ("expires_at") WHERE "registration_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "registration_orders_type_idx" ON "registration_orders" USING btree ("type_id","status");--> statement-breakpoint
CREATE INDEX "registration_orders_participant_idx" ON "registration_orders" USING btree ("participant_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_registration_order_id_registration_orders_id_fk" FOREIGN KEY ("registration_order_id") REFERENCES "public"."registration_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_pending_approval_idx" ON "participants" USING btree ("year","created_at") WHERE "participants"."approval" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_entries_registration_order_idx" ON "ledger_entries" USING btree ("registration_order_id");--> statement-breakpoint
ALTER TABLE "registration_types" ADD CONSTRAINT "registration_types_price" CHECK ("registration_types"."price_cents" >= 0 and ("registration_types"."price_cents" = 0 or "registration_types"."currency" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer" CHECK ("payments"."user_id" is not null or "payments"."purpose" in ('sponsorship', 'registration'));