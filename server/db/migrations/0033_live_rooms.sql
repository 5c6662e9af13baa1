CREATE TABLE "live_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_complaint_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_shows" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL REFERENCES "users"("id"),
	"shop_id" text,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"class_id" text NOT NULL REFERENCES "live_classes"("id"),
	"goods_ids" jsonb NOT NULL,
	"stream_key_hash" text NOT NULL UNIQUE,
	"status" text NOT NULL,
	"publishing" boolean DEFAULT false NOT NULL,
	"stream_changed_at" bigint NOT NULL,
	"viewers_now" integer DEFAULT 0 NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"viewers_total" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"end_reason" text DEFAULT '' NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint
);
--> statement-breakpoint
CREATE INDEX "live_shows_status_idx" ON "live_shows" ("status","viewers_now");
--> statement-breakpoint
CREATE INDEX "live_shows_owner_idx" ON "live_shows" ("owner_user_id","started_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "live_shows_one_open_idx" ON "live_shows" ("owner_user_id") WHERE "status" = 'OPEN';
--> statement-breakpoint
CREATE TABLE "live_show_viewers" (
	"show_id" text NOT NULL REFERENCES "live_shows"("id"),
	"user_id" text NOT NULL,
	"first_at" bigint NOT NULL,
	CONSTRAINT "live_show_viewers_pk" PRIMARY KEY("show_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_show_presence" (
	"show_id" text NOT NULL,
	"hub_id" text NOT NULL,
	"viewers" integer NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "live_show_presence_pk" PRIMARY KEY("show_id","hub_id")
);
--> statement-breakpoint
CREATE TABLE "live_complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"show_id" text NOT NULL REFERENCES "live_shows"("id"),
	"type_id" text NOT NULL REFERENCES "live_complaint_types"("id"),
	"content" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_complaints_user_idx" ON "live_complaints" ("user_id","created_at");
--> statement-breakpoint
INSERT INTO "live_classes" ("id","name","sort") VALUES ('fashion','服饰美妆',1),('food','美食生鲜',2),('home','家居百货',3),('digital','数码家电',4),('art','文玩艺术',5),('other','其他',9);
--> statement-breakpoint
INSERT INTO "live_complaint_types" ("id","name","sort") VALUES ('fake','虚假宣传',1),('vulgar','低俗色情',2),('illegal','违法违规',3),('fraud','诈骗引流',4),('infringe','侵权盗版',5),('other','其他',9);
