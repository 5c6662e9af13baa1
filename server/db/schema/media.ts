import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './core';
import { ms } from './time';

/** One file a variant of a media record is kept as in the object store (server/media/object-store.ts). */
export interface StoredVariant {
  mime: string;
  bytes: number;
  width?: number;
  height?: number;
}

/**
 * Every upload of the media service (server/media), from its creation by the tus endpoint (UPLOADING, `bytes` the
 * declared length, counted against the user's quota) through PROCESSING to READY or FAILED. The id is the tus
 * upload id; `variants` names what the object store holds under `<id>/` (list.webp, poster.webp, video.mp4, ...).
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id),
  kind: text('kind').notNull(),
  mime: text('mime').notNull().default(''),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  width: integer('width'),
  height: integer('height'),
  durationMs: integer('duration_ms'),
  variants: jsonb('variants').$type<Record<string, StoredVariant>>().notNull().default({}),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [index('media_user_idx').on(t.userId, t.status), index('media_status_idx').on(t.status, t.updatedAt)]);
