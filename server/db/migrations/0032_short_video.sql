CREATE TABLE "short_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"media_id" text NOT NULL,
	"title" text NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "short_videos_like_count_check" CHECK ("like_count" >= 0),
	CONSTRAINT "short_videos_comment_count_check" CHECK ("comment_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "short_videos_media_idx" ON "short_videos" USING btree ("media_id");
--> statement-breakpoint
CREATE INDEX "short_videos_user_idx" ON "short_videos" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "short_videos_new_idx" ON "short_videos" USING btree ("created_at","id");
--> statement-breakpoint
CREATE TABLE "short_video_likes" (
	"video_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "short_video_likes_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "short_video_likes" ADD CONSTRAINT "short_video_likes_video_id_short_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."short_videos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "short_video_likes_user_idx" ON "short_video_likes" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "short_video_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"video_id" text NOT NULL,
	"user_id" text NOT NULL,
	"client_id" text NOT NULL,
	"content" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "short_video_comments_like_count_check" CHECK ("like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "short_video_comments" ADD CONSTRAINT "short_video_comments_video_id_short_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."short_videos"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "short_video_comments_client_idx" ON "short_video_comments" USING btree ("user_id","client_id");
--> statement-breakpoint
CREATE INDEX "short_video_comments_video_idx" ON "short_video_comments" USING btree ("video_id","created_at");
--> statement-breakpoint
CREATE TABLE "short_video_comment_likes" (
	"comment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "short_video_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "short_video_comment_likes" ADD CONSTRAINT "short_video_comment_likes_comment_id_short_video_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."short_video_comments"("id") ON DELETE no action ON UPDATE no action;
