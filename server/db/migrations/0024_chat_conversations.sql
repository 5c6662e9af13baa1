CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"user_last_read" integer DEFAULT 0 NOT NULL,
	"agent_last_read" integer DEFAULT 0 NOT NULL,
	"last_preview" text DEFAULT '' NOT NULL,
	"last_message_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_subject_idx" ON "chat_conversations" USING btree ("user_id","shop_id","subject_type","subject_id");
--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id","last_message_at");
--> statement-breakpoint
CREATE INDEX "chat_conversations_shop_idx" ON "chat_conversations" USING btree ("shop_id","last_message_at");
