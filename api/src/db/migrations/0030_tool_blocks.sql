CREATE TABLE "tool_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"period" "tstzrange" GENERATED ALWAYS AS (tstzrange("tool_blocks"."starts_at", "tool_blocks"."ends_at", '[)')) STORED NOT NULL,
	"units" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_blocks_period_order" CHECK ("tool_blocks"."ends_at" > "tool_blocks"."starts_at"),
	CONSTRAINT "tool_blocks_units_positive" CHECK ("tool_blocks"."units" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tool_blocks" ADD CONSTRAINT "tool_blocks_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One tool's blocks never overlap: the units blocked at any moment are one block's.
ALTER TABLE "tool_blocks" ADD CONSTRAINT "tool_blocks_no_overlap"
  EXCLUDE USING gist ("tool_id" WITH =, "period" WITH &&);
