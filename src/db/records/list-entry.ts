import { z } from 'zod';

export const LIST_ENTRY_TYPES = ['collect', 'focus', 'browse', 'buy'] as const;
export type ListEntryType = (typeof LIST_ENTRY_TYPES)[number];
// Stored names: records keep the kinds `mark.…` and the outbox the mutations `marks.…` that devices already hold (decision 022).
export type ListKind = `mark.${ListEntryType}`;
export const listKind = (type: ListEntryType): ListKind => `mark.${type}`;

/**
 * Kinds `mark.collect`, `mark.focus`, `mark.browse`, `mark.buy` share this shape: collected goods, followed
 * shops, browse and buy footprints as the host last confirmed them. A goods mark's extra is its kind, a
 * shop mark's its shopsNo; price is the goods price in fen, or a shop's fans.
 */
export const ListEntryRecordSchema = z.object({
  title: z.string(),
  image: z.string(),
  price: z.number().int(),
  sub: z.string(),
  extra: z.string(),
  classId: z.string(),
});
export type ListEntryRecord = z.infer<typeof ListEntryRecordSchema>;
/** What a screen shows of a mark before the host confirms it (the outbox entry's preview). */
export type ListEntryPreview = ListEntryRecord;

/** A mark as the screens know it: recordId is the target, sortNum the time it was made. */
export interface ListEntry extends ListEntryRecord {
  id: string;
  userId: string;
  type: ListEntryType;
  targetId: string;
  at: number;
}
