CREATE TABLE "user_follows" (
	"follower_id" text NOT NULL,
	"followee_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "user_follows_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "user_follows_not_self" CHECK ("follower_id" <> "followee_id")
);
--> statement-breakpoint
CREATE INDEX "user_follows_followee_idx" ON "user_follows" USING btree ("followee_id","created_at");
--> statement-breakpoint
CREATE INDEX "user_follows_follower_idx" ON "user_follows" USING btree ("follower_id","created_at");
--> statement-breakpoint
CREATE TABLE "dynamic_communities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "dynamic_communities" ("id", "name", "sort") VALUES
	('C01', '好物分享', 1), ('C02', '晒单', 2), ('C03', '潮玩', 3), ('C04', '收藏', 4), ('C05', '生活', 5);
--> statement-breakpoint
CREATE TABLE "dynamics" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"community_id" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"imgs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fire_count" integer DEFAULT 0 NOT NULL,
	"ice_count" integer DEFAULT 0 NOT NULL,
	"msg_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dynamics_user_idx" ON "dynamics" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "dynamics_community_idx" ON "dynamics" USING btree ("community_id","created_at");
--> statement-breakpoint
CREATE INDEX "dynamics_created_idx" ON "dynamics" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "dynamic_votes" (
	"dynamic_id" text NOT NULL,
	"user_id" text NOT NULL,
	"vote" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "dynamic_votes_pk" PRIMARY KEY("dynamic_id","user_id"),
	CONSTRAINT "dynamic_votes_vote_check" CHECK ("vote" IN ('fire', 'ice'))
);
--> statement-breakpoint
CREATE INDEX "dynamic_votes_user_idx" ON "dynamic_votes" USING btree ("user_id","vote");
--> statement-breakpoint
CREATE TABLE "dynamic_msgs" (
	"id" text PRIMARY KEY NOT NULL,
	"dynamic_id" text NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dynamic_msgs_dynamic_idx" ON "dynamic_msgs" USING btree ("dynamic_id","created_at");
--> statement-breakpoint
CREATE TABLE "dynamic_views" (
	"dynamic_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "dynamic_views_pk" PRIMARY KEY("dynamic_id","user_id")
);
