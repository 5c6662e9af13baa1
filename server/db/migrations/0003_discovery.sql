CREATE TABLE "page_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"modules" jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"user_id" text NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" bigint NOT NULL,
	CONSTRAINT "search_keywords_user_id_keyword_pk" PRIMARY KEY("user_id","keyword")
);
--> statement-breakpoint
ALTER TABLE "search_keywords" ADD CONSTRAINT "search_keywords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_keywords_recent_idx" ON "search_keywords" USING btree ("user_id","searched_at");