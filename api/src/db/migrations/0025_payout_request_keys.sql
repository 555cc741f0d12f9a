ALTER TABLE "payouts" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "requested_amount" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_owner_request_key" ON "payouts" USING btree ("owner_id","request_key");