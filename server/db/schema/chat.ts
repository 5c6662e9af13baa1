import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './time';

/**
 * A customer-service conversation (issue 15): one per user, answering side and subject. Its messages are the live
 * channel room `chat:<id>` (live_messages); this row keeps who takes part, the subject, the rating and, per party,
 * the last sequence number read, from which unread counts are `last_seq - *_last_read`.
 */
export const chatConversations = pgTable('chat_conversations', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  /** '' when the platform answers. */
  shopId: text('shop_id').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id').notNull(),
  status: text('status').notNull().default('OPEN'),
  rating: integer('rating').notNull().default(0),
  comment: text('comment').notNull().default(''),
  lastSeq: integer('last_seq').notNull().default(0),
  userLastRead: integer('user_last_read').notNull().default(0),
  agentLastRead: integer('agent_last_read').notNull().default(0),
  lastPreview: text('last_preview').notNull().default(''),
  lastMessageAt: ms('last_message_at').notNull(),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  uniqueIndex('chat_conversations_subject_idx').on(t.userId, t.shopId, t.subjectType, t.subjectId),
  index('chat_conversations_user_idx').on(t.userId, t.lastMessageAt),
  index('chat_conversations_shop_idx').on(t.shopId, t.lastMessageAt),
]);
