import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/**
 * What the retired base64 upload kept (decision 010). Nothing writes it: at start the media service moves each row
 * into its object store (server/media/legacy-uploads.ts) and deletes it; a later migration may drop the table.
 */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  mime: text('mime').notNull(),
  dataBase64: text('data_base64').notNull(),
  createdAt: ms('created_at').notNull(),
});

/** spec §7 Analytics: events the app reports (platform type 100, event codes 100–700). */
export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  userId: text('user_id'),
  platform: integer('platform').notNull(),
  eventCode: integer('event_code').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('analytics_events_code_idx').on(t.eventCode, t.createdAt)]);
