import { index, jsonb, pgTable, primaryKey, serial, text, integer } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/**
 * The help center's knowledge base (issue 15, spec §7 chat host): categories for the shopper's help (`user`), the
 * shop owner's help (`shop`) or both (`all`); articles belong to one category.
 */
export const knowledgeCategories = pgTable('knowledge_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  audience: text('audience').notNull(),
  sort: integer('sort').notNull(),
});

export const knowledgeArticles = pgTable('knowledge_articles', {
  id: text('id').primaryKey(),
  categoryId: text('category_id').notNull().references(() => knowledgeCategories.id),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [index('knowledge_articles_category_idx').on(t.categoryId, t.sort)]);

/** The questions the help center and the service chat offer first, each answered here or by an article. */
export const defaultQuestions = pgTable('default_questions', {
  id: text('id').primaryKey(),
  audience: text('audience').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  articleId: text('article_id').references(() => knowledgeArticles.id),
  sort: integer('sort').notNull(),
});

/** A user's feedback (spec §7 Feedback); the id is the user's device's, so a replayed submit finds the row it made. */
export const feedback = pgTable('feedback', {
  id: text('id').notNull(),
  userId: text('user_id').notNull().references(() => users.id),
  type: text('type').notNull(),
  content: text('content').notNull(),
  contact: text('contact').notNull().default(''),
  imgs: jsonb('imgs').$type<string[]>().notNull(),
  status: text('status').notNull(),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.id] }),
  index('feedback_user_idx').on(t.userId, t.createdAt),
  index('feedback_status_idx').on(t.status, t.createdAt),
]);

/** An administrator's answer to a feedback; a feedback may get several. */
export const feedbackReplies = pgTable('feedback_replies', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull(),
  feedbackId: text('feedback_id').notNull(),
  adminUserId: text('admin_user_id').notNull().references(() => users.id),
  content: text('content').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('feedback_replies_feedback_idx').on(t.userId, t.feedbackId, t.id)]);

/**
 * One row per analytics batch received (docs/decisions/012): a batch sent again (its answer lost) is recognised by
 * (client, batch) and not stored twice. The events themselves go to `analytics_events`.
 */
export const analyticsBatches = pgTable('analytics_batches', {
  clientId: text('client_id').notNull(),
  batchId: text('batch_id').notNull(),
  userId: text('user_id'),
  events: integer('events').notNull(),
  dropped: integer('dropped').notNull(),
  receivedAt: ms('received_at').notNull(),
}, (t) => [primaryKey({ columns: [t.clientId, t.batchId] }), index('analytics_batches_received_idx').on(t.receivedAt)]);
