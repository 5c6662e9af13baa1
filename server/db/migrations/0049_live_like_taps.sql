-- One way for timed work: a live room's likes are kept as taps until the `live.likes` job adds them to the room (it
-- was a per-process tally flushed by a timer of its own, lost when the process died).
CREATE TABLE IF NOT EXISTS "live_like_taps" (
  "id" bigserial PRIMARY KEY,
  "show_id" text NOT NULL,
  "n" integer NOT NULL,
  "created_at" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "live_like_taps_show_idx" ON "live_like_taps" ("show_id");
