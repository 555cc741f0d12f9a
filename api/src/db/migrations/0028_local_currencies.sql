-- A tool's currency comes from CURRENCY and LOCAL_CURRENCIES, which SQL cannot read: existing tools
-- get ISO 4217's "no currency" code here and CURRENCY at start-up (ToolService.syncCurrencies), before
-- the first request. Bookings take their payment's currency, which every booking has.
ALTER TABLE "tools" ADD COLUMN "currency" text DEFAULT 'XXX' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "bookings" SET "currency" = "payments"."currency" FROM "payments" WHERE "payments"."id" = "bookings"."payment_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
DROP INDEX "tools_price_id_idx";--> statement-breakpoint
CREATE INDEX "tools_currency_price_id_idx" ON "tools" USING btree ("currency","price_cents","id");--> statement-breakpoint
-- Paystack accounts saved before took the one currency payouts were in then: CURRENCY, which SQL cannot
-- read; they are given it at start-up (PayoutService.syncAccountCurrencies).
ALTER TABLE "payout_accounts" ADD COLUMN "paystack_currency" text;--> statement-breakpoint
-- Cart lines keep the currency of the price the renter saw: their tool's, given at start-up with it.
ALTER TABLE "cart_items" ADD COLUMN "currency" text DEFAULT 'XXX' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "currency" DROP DEFAULT;