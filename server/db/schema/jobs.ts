import { index, integer, jsonb, pgTable, bigserial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './time';

/**
 * The one job queue for everything timed (server/jobs): a job runs at or after run_at, in a transaction that also
 * marks it DONE, so its effect happens once whichever process runs it. `key` makes enqueueing the same job idempotent.
 */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  runAt: ms('run_at').notNull(),
  status: text('status').notNull().default('QUEUED'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error').notNull().default(''),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [uniqueIndex('jobs_key_idx').on(t.kind, t.key), index('jobs_due_idx').on(t.status, t.runAt)]);
