import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * A logged-in user's searches (spec §7 getHistoryKeyword): one row per keyword, its latest time.
 * Trimmed and cleared rows are soft-deleted, so the device's pull removes its copies (docs/decisions/003).
 */
export const searchKeywords = pgTable('search_keywords', {
  userId: text('user_id').notNull().references(() => users.id),
  keyword: text('keyword').notNull(),
  searchedAt: bigint('searched_at', { mode: 'number' }).notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  deletedAt: bigint('deleted_at', { mode: 'number' }),
}, (t) => [
  primaryKey({ columns: [t.userId, t.keyword] }),
  index('search_keywords_recent_idx').on(t.userId, t.searchedAt),
  index('search_keywords_pull_idx').on(t.userId, t.updatedAt, t.keyword),
]);

/** The platform's home templates (spec §7 selplatpagetemplate); modules are { type, title } in display order. */
export const pageTemplates = pgTable('page_templates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  modules: jsonb('modules').$type<{ type: string; title: string }[]>().notNull(),
  active: boolean('active').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});
