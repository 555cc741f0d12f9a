ALTER TABLE "payout_accounts" ADD COLUMN "paystack_recipient_code" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paystack_recipient_code" text;