import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/** Images users upload (comment and after-sales pictures), checked by content, served from /media/upload/:id. */
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
