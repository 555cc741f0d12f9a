CREATE TABLE "booking_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"tool_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_ends_at" timestamp with time zone NOT NULL,
	"to_ends_at" timestamp with time zone NOT NULL,
	"period" "tstzrange" GENERATED ALWAYS AS (tstzrange("booking_extensions"."from_ends_at", "booking_extensions"."to_ends_at", '[)')) STORED NOT NULL,
	"billed_minutes" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'awaiting_card' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"answer_by" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extensions_period_order" CHECK ("booking_extensions"."to_ends_at" > "booking_extensions"."from_ends_at"),
	CONSTRAINT "booking_extensions_amount_positive" CHECK ("booking_extensions"."amount_cents" > 0),
	CONSTRAINT "booking_extensions_billed_positive" CHECK ("booking_extensions"."billed_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_extensions_booking_idx" ON "booking_extensions" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_extensions_tool_period_idx" ON "booking_extensions" USING gist ("tool_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extensions_payment_key" ON "booking_extensions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extensions_one_open" ON "booking_extensions" USING btree ("booking_id") WHERE "booking_extensions"."status" in ('awaiting_card', 'requested', 'accepted');