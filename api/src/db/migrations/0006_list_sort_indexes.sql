DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "email_outbox_created_id_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "participants_created_id_idx" ON "participants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "participants_last_name_id_idx" ON "participants" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "participants_first_name_id_idx" ON "participants" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "participants_code_prefix_idx" ON "participants" USING btree (lower("registration_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sponsors_created_id_idx" ON "sponsors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");