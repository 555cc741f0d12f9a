CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" uuid,
	"booking_id" uuid,
	"owner_id" uuid,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_entry_key_unique" UNIQUE("entry_key"),
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_idx" ON "ledger_entries" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
-- Money that moved before the ledger existed: one charge per paid booking of a checkout (per payment
-- for the old client's prepaid intents), the refunds issued, and each paid booking's split between
-- its owner and the platform at the default fee of 10 %, taken back for bookings that were cancelled.
INSERT INTO "ledger_entries" ("entry_key", "kind", "amount_cents", "currency", "payment_id", "booking_id", "owner_id", "created_at")
SELECT 'charge:' || b."id", 'charge', b."amount_cents", p."currency", p."id", b."id", NULL, coalesce(p."succeeded_at", b."created_at")
FROM "bookings" b JOIN "payments" p ON p."id" = b."payment_id"
WHERE p."status" = 'succeeded' AND p."purpose" = 'checkout' AND b."status" NOT IN ('held', 'expired');
--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry_key", "kind", "amount_cents", "currency", "payment_id", "created_at")
SELECT 'charge:' || p."id", 'charge', p."amount_cents", p."currency", p."id", coalesce(p."succeeded_at", p."created_at")
FROM "payments" p WHERE p."status" = 'succeeded' AND p."purpose" = 'legacy';
--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry_key", "kind", "amount_cents", "currency", "payment_id", "booking_id", "created_at")
SELECT 'refund:' || b."id", 'refund', -b."amount_cents", p."currency", p."id", b."id", b."updated_at"
FROM "bookings" b JOIN "payments" p ON p."id" = b."payment_id"
WHERE b."refund_status" = 'refunded';
--> statement-breakpoint
WITH "paid" AS (
	SELECT b."id", b."owner_id", b."payment_id", b."status", b."cancel_reason", b."amount_cents",
		round(b."amount_cents" * 1000 / 10000.0)::integer AS "fee", p."currency", coalesce(b."confirmed_at", b."created_at") AS "at"
	FROM "bookings" b JOIN "payments" p ON p."id" = b."payment_id"
	WHERE p."status" = 'succeeded' AND (b."status" IN ('confirmed', 'picked_up', 'returned') OR (b."status" = 'cancelled' AND b."cancel_reason" = 'renter'))
), "entries" AS (
	SELECT 'earning:' || "id" AS "key", 'owner_earning' AS "kind", "amount_cents" - "fee" AS "amount", "currency", "payment_id", "id", "owner_id", "at" FROM "paid"
	UNION ALL SELECT 'fee:' || "id", 'platform_fee', "fee", "currency", "payment_id", "id", NULL, "at" FROM "paid"
	UNION ALL SELECT 'earning-reversal:' || "id", 'owner_earning', "fee" - "amount_cents", "currency", "payment_id", "id", "owner_id", "at" FROM "paid" WHERE "status" = 'cancelled'
	UNION ALL SELECT 'fee-reversal:' || "id", 'platform_fee', -"fee", "currency", "payment_id", "id", NULL, "at" FROM "paid" WHERE "status" = 'cancelled'
)
INSERT INTO "ledger_entries" ("entry_key", "kind", "amount_cents", "currency", "payment_id", "booking_id", "owner_id", "created_at")
SELECT "key", "kind", "amount", "currency", "payment_id", "id", "owner_id", "at" FROM "entries" WHERE "amount" <> 0;
