import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

export const MARK_TYPES = ['collect', 'focus', 'browse', 'buy'] as const;
export type MarkType = (typeof MARK_TYPES)[number];

/**
 * The user's marks as the host last confirmed them (docs/decisions/003):
 * collected goods, followed shops, browse and buy footprints. A goods mark's
 * extra is its kind, a shop mark's its shopsNo; price is the goods price in
 * fen, or a shop's fans.
 */
export const MarkDocSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(MARK_TYPES),
  targetId: z.string(),
  title: z.string(),
  image: z.string(),
  price: z.number().int(),
  sub: z.string(),
  extra: z.string(),
  classId: z.string(),
  at: z.number().int(),
});
export type MarkDoc = z.infer<typeof MarkDocSchema>;
export type MarkPreview = Pick<MarkDoc, 'title' | 'image' | 'price' | 'sub' | 'extra' | 'classId'>;

export const markId = (userId: string, type: MarkType, targetId: string) => `${userId}:${type}:${targetId}`;

export const markRxSchema = toRxSchema(MarkDocSchema, { primaryKey: 'id', indexes: [['userId', 'type', 'at']] });
