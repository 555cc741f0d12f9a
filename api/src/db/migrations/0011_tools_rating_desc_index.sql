DROP INDEX "tools_rating_id_idx";--> statement-breakpoint
CREATE INDEX "tools_rating_desc_idx" ON "tools" USING btree ("rating" desc nulls last,"id" desc);