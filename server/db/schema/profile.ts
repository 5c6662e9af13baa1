import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/** A user's payee QR images (issue 15): one per kind (wechat, alipay), a media service variant URL. */
export const payeeImages = pgTable('payee_images', {
  userId: text('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  imageUrl: text('image_url').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.kind] })]);
