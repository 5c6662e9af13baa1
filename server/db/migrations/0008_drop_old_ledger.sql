-- Hand-written: the single-entry ledger's rows become double-entry transactions (docs/decisions/009), then it goes.
-- Paid orders are taken from the orders themselves (one ORDER_PAY each, from the buyer's balance or from the provider);
-- the old PAY rows are not copied, they were the same money. Other rows keep their amount against the platform account
-- their kind names.
INSERT INTO "ledger_accounts" ("owner_kind", "owner_id", "asset", "allow_negative", "updated_at") VALUES
  ('platform', 'PROMO', 'CNY', true, 0), ('platform', 'EXTERNAL', 'CNY', true, 0), ('platform', 'ESCROW', 'CNY', false, 0)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("owner_kind", "owner_id", "asset", "updated_at")
  SELECT DISTINCT 'user', "user_id", 'CNY', 0 FROM "ledger"
  UNION SELECT DISTINCT 'user', "user_id", 'CNY', 0 FROM "orders" WHERE "pay_no" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_txns" ("id", "kind", "ref_id", "memo", "created_at")
  SELECT 'LG' || "id", "kind", CASE "kind" WHEN 'REFUND' THEN "ref_id" ELSE 'legacy:' || "id" END, "memo", "created_at"
  FROM "ledger" WHERE "kind" <> 'PAY';--> statement-breakpoint
INSERT INTO "ledger_entries" ("txn_id", "account_id", "amount", "created_at")
  SELECT 'LG' || l."id", a."id", l."amount", l."created_at" FROM "ledger" l
  JOIN "ledger_accounts" a ON a."owner_kind" = 'user' AND a."owner_id" = l."user_id" AND a."asset" = 'CNY'
  WHERE l."kind" <> 'PAY'
  UNION ALL
  SELECT 'LG' || l."id", a."id", -l."amount", l."created_at" FROM "ledger" l
  JOIN "ledger_accounts" a ON a."owner_kind" = 'platform' AND a."asset" = 'CNY'
    AND a."owner_id" = CASE l."kind" WHEN 'REFUND' THEN 'ESCROW' WHEN 'LATE_PAY_REFUND' THEN 'EXTERNAL' ELSE 'PROMO' END
  WHERE l."kind" <> 'PAY';--> statement-breakpoint
INSERT INTO "ledger_txns" ("id", "kind", "ref_id", "memo", "created_at")
  SELECT 'LO' || o."id", 'ORDER_PAY', o."id", '支付订单 ' || o."id", coalesce(o."paid_at", o."created_at")
  FROM "orders" o WHERE o."pay_no" IS NOT NULL;--> statement-breakpoint
INSERT INTO "ledger_entries" ("txn_id", "account_id", "amount", "created_at")
  SELECT 'LO' || o."id", a."id", -o."total", coalesce(o."paid_at", o."created_at") FROM "orders" o
  LEFT JOIN "payments" p ON p."id" = o."pay_no"
  JOIN "ledger_accounts" a ON a."asset" = 'CNY' AND (
    (p."method" = 'BALANCE' AND a."owner_kind" = 'user' AND a."owner_id" = o."user_id")
    OR (p."method" IS DISTINCT FROM 'BALANCE' AND a."owner_kind" = 'platform' AND a."owner_id" = 'EXTERNAL'))
  WHERE o."pay_no" IS NOT NULL
  UNION ALL
  SELECT 'LO' || o."id", a."id", o."total", coalesce(o."paid_at", o."created_at") FROM "orders" o
  JOIN "ledger_accounts" a ON a."owner_kind" = 'platform' AND a."owner_id" = 'ESCROW' AND a."asset" = 'CNY'
  WHERE o."pay_no" IS NOT NULL;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "posted" = coalesce((SELECT sum(e."amount") FROM "ledger_entries" e WHERE e."account_id" = a."id"), 0);--> statement-breakpoint
DROP TABLE "ledger" CASCADE;
