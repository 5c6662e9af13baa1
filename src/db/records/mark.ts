import { z } from 'zod';

export const MARK_TYPES = ['collect', 'focus', 'browse', 'buy'] as const;
export type MarkType = (typeof MARK_TYPES)[number];
export type MarkKind = `mark.${MarkType}`;
export const markKind = (type: MarkType): MarkKind => `mark.${type}`;

/**
 * Kinds `mark.collect`, `mark.focus`, `mark.browse`, `mark.buy` share this shape: collected goods, followed
 * shops, browse and buy footprints as the host last confirmed them. A goods mark's extra is its kind, a
 * shop mark's its shopsNo; price is the goods price in fen, or a shop's fans.
 */
export const MarkRecordSchema = z.object({
  title: z.string(),
  image: z.string(),
  price: z.number().int(),
  sub: z.string(),
  extra: z.string(),
  classId: z.string(),
});
export type MarkRecord = z.infer<typeof MarkRecordSchema>;
/** What a screen shows of a mark before the host confirms it (the outbox entry's preview). */
export type MarkPreview = MarkRecord;

/** A mark as the screens know it: recordId is the target, sortNum the time it was made. */
export interface Mark extends MarkRecord {
  id: string;
  userId: string;
  type: MarkType;
  targetId: string;
  at: number;
}
