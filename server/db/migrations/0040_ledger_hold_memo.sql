ALTER TABLE "ledger_holds" ADD COLUMN "memo" text DEFAULT '' NOT NULL;
