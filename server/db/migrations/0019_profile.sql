CREATE TABLE "payee_images" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"image_url" text NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "payee_images_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "payee_images" ADD CONSTRAINT "payee_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
