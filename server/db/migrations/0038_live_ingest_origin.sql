ALTER TABLE "live_shows" ADD COLUMN "ingest_origin" text;
