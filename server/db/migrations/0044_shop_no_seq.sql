-- Issue 33.9: a new shop's number is SP and a short sequence (SP20001), like the seeded SP10001…, not an id.
-- The seed numbers its shops from SP10001; approved shops count from SP20001, so the two never meet.
CREATE SEQUENCE IF NOT EXISTS "shop_no_seq" START WITH 20001;
