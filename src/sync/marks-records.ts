import type { StarqDatabase } from '../db/database';
import { markKind, type Mark, type MarkKind, type MarkType } from '../db/records/mark';
import { findRecord, recordKey, removeRecords, upsertRecords, type RecordInput, type RecordRow } from '../db/records/records';
import type { ShopRecord } from '../db/records/shop';

/** Marks and shops in `records` (docs/decisions/003): a mark's recordId is its target, sortNum the time it was made. */
export function markOfRecord(type: MarkType, row: RecordRow<MarkKind>): Mark {
  return { ...row.data, id: recordKey(row.userId, markKind(type), row.recordId), userId: row.userId, type, targetId: row.recordId, at: row.sortNum };
}

function markInput(mark: Mark): RecordInput<MarkKind> {
  const { title, image, price, sub, extra, classId } = mark;
  return { userId: mark.userId, recordId: mark.targetId, sortNum: mark.at, updatedAt: mark.at, data: { title, image, price, sub, extra, classId } };
}

export const saveMarks = (db: StarqDatabase, type: MarkType, marks: Mark[]) => upsertRecords(db, markKind(type), marks.map(markInput));

export const saveMark = (db: StarqDatabase, mark: Mark) => saveMarks(db, mark.type, [mark]);

export const removeMarks = (db: StarqDatabase, userId: string, type: MarkType, targetIds: string[]) =>
  removeRecords(db, markKind(type), userId, targetIds);

export async function findMark(db: StarqDatabase, userId: string, type: MarkType, targetId: string): Promise<Mark | null> {
  const row = await findRecord(db, markKind(type), userId, targetId);
  return row ? markOfRecord(type, row) : null;
}

/** Shops are public records: userId ''. */
export const findShop = async (db: StarqDatabase, shopId: string): Promise<ShopRecord | null> =>
  (await findRecord(db, 'shop', '', shopId))?.data ?? null;

export const saveShop = (db: StarqDatabase, shop: ShopRecord, updatedAt: number) =>
  upsertRecords(db, 'shop', [{ userId: '', recordId: shop.shopId, sortNum: updatedAt, updatedAt, data: shop }]);

/** A known shop's new figures (a follow's fans count); a shop never met stays unknown. */
export async function patchShop(db: StarqDatabase, shopId: string, patch: Partial<ShopRecord>): Promise<void> {
  const row = await findRecord(db, 'shop', '', shopId);
  if (row) await saveShop(db, { ...row.data, ...patch }, row.updatedAt);
}
