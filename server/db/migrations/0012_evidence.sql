CREATE TABLE "goods_evidence" (
	"id" text PRIMARY KEY NOT NULL,
	"goods_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_on" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"imgs" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_evidence" ADD CONSTRAINT "goods_evidence_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_evidence" ADD CONSTRAINT "goods_evidence_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_evidence" ADD CONSTRAINT "goods_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_evidence_goods_idx" ON "goods_evidence" USING btree ("goods_id","created_at");
