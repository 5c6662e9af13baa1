CREATE TABLE "live_rooms" (
	"room" text PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"room" text NOT NULL,
	"seq" integer NOT NULL,
	"client_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "live_messages_room_seq_pk" PRIMARY KEY("room","seq")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_messages_client_idx" ON "live_messages" USING btree ("room","client_id");
--> statement-breakpoint
CREATE INDEX "live_messages_sender_idx" ON "live_messages" USING btree ("sender_id","created_at");
