CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"issued_on" text NOT NULL,
	"refund" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"bank_details" text DEFAULT '' NOT NULL,
	"invoice_prefix" text DEFAULT 'AIBEX' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"reminder_days_before" integer DEFAULT 7 NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_sponsors_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_one_row" CHECK ("invoice_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sponsor_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sponsor_id" uuid,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"net_cents" integer NOT NULL,
	"taxes" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"issued_on" text NOT NULL,
	"due_on" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"payment_reference" text,
	"payment_id" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "sponsor_invoices_amounts" CHECK ("sponsor_invoices"."net_cents" > 0 and "sponsor_invoices"."total_cents" >= "sponsor_invoices"."net_cents")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "sponsorship_packages" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "sponsorship_packages" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_sponsor_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sponsor_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD CONSTRAINT "sponsor_invoices_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_invoices" ADD CONSTRAINT "sponsor_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_invoices_one_in_force" ON "sponsor_invoices" USING btree ("sponsor_id") WHERE "sponsor_invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "sponsor_invoices_due_idx" ON "sponsor_invoices" USING btree ("status","due_on");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_sponsor_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sponsor_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_access_token_key" ON "sponsors" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "ledger_entries_invoice_idx" ON "ledger_entries" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer" CHECK ("payments"."user_id" is not null or "payments"."purpose" = 'sponsorship');--> statement-breakpoint
INSERT INTO "invoice_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
