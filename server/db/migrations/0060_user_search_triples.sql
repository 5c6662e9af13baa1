-- Issue 30: the administrator's user search by a phone number read the 1- and 2-character pieces index
-- (users_search_grams_idx) for pieces such as 00, 01, 17 that nearly every phone number holds: 4 ms of posting lists
-- at 100,000 users for one match. A keyword of three characters or more is looked up by its 3-character pieces instead
-- (a thousand digit triples, each held by a few numbers); shorter ones keep the old index.
CREATE FUNCTION "starq_search_triples"("value" text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower("value"), i, 3)), '{}'::text[])
  FROM generate_series(1, char_length("value") - 2) AS i
$$;--> statement-breakpoint
CREATE INDEX "users_search_triples_idx" ON "users" USING gin ((
  "starq_search_triples"("phone") || "starq_search_triples"("users_no") || "starq_search_triples"("name")));
