CREATE TABLE "conversation_reads" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_emailed_at" timestamp with time zone,
	CONSTRAINT "conversation_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"renter_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"booking_id" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."renter_id" <> "conversations"."owner_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"parent_id" uuid,
	"body" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_reads_user_idx" ON "conversation_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_booking_key" ON "conversations" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_open_inquiry_key" ON "conversations" USING btree ("tool_id","renter_id") WHERE "conversations"."booking_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_renter_idx" ON "conversations" USING btree ("renter_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_owner_idx" ON "conversations" USING btree ("owner_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_parent_idx" ON "messages" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key" ON "messages" USING btree ("conversation_id","sender_id","client_id");--> statement-breakpoint
-- Every booking's conversation so far becomes a conversation of its own, keeping ids, times and read marks.
INSERT INTO "conversations" ("tool_id", "renter_id", "owner_id", "booking_id", "last_message_at", "created_at")
SELECT b."tool_id", b."renter_id", b."owner_id", b."id", max(m."created_at"), min(m."created_at")
FROM "bookings" b JOIN "booking_messages" m ON m."booking_id" = b."id"
WHERE b."renter_id" <> b."owner_id"
GROUP BY b."id";--> statement-breakpoint
INSERT INTO "messages" ("id", "conversation_id", "sender_id", "parent_id", "body", "client_id", "created_at")
SELECT m."id", c."id", m."sender_id", m."parent_id", m."body", m."client_id", m."created_at"
FROM "booking_messages" m JOIN "conversations" c ON c."booking_id" = m."booking_id";--> statement-breakpoint
INSERT INTO "conversation_reads" ("conversation_id", "user_id", "last_read_at", "last_emailed_at")
SELECT c."id", s."user_id", s."last_read_at", s."last_emailed_at"
FROM "conversation_states" s JOIN "conversations" c ON c."booking_id" = s."booking_id";
