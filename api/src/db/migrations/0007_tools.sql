CREATE TABLE "tools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"rental_circle" text DEFAULT 'daily' NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"item_status" text DEFAULT 'Available' NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"city" text NOT NULL,
	"address" text,
	"cover_image" text,
	"image1" text,
	"image2" text,
	"image3" text,
	"image4" text,
	"rating" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("tools"."name", '') || ' ' || coalesce("tools"."description", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tools_price_positive" CHECK ("tools"."price_cents" > 0),
	CONSTRAINT "tools_units_range" CHECK ("tools"."units" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_category_id_rental_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."rental_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tools_search_idx" ON "tools" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tools_owner_idx" ON "tools" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "tools_category_idx" ON "tools" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "tools_city_idx" ON "tools" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "tools_created_id_idx" ON "tools" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tools_price_id_idx" ON "tools" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "tools_rating_id_idx" ON "tools" USING btree ("rating","id");