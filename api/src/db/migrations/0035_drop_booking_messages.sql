DROP TABLE "booking_messages" CASCADE;--> statement-breakpoint
DROP TABLE "conversation_states" CASCADE;