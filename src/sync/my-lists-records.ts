import type { StarqDatabase } from '../db/database';
import { listKind, type ListEntry, type ListKind, type ListEntryType } from '../db/records/list-entry';
import { findRecord, recordKey, removeRecords, upsertRecords, type RecordInput, type RecordRow } from '../db/records/records';
import type { ShopRecord } from '../db/records/shop';
import { writeConfirmed } from './write-generations';

/** Marks and shops in `records` (docs/decisions/003): a mark's recordId is its target, sortNum the time it was made. */
export function entryOfRecord(type: ListEntryType, row: RecordRow<ListKind>): ListEntry {
  return { ...row.data, id: recordKey(row.userId, listKind(type), row.recordId), userId: row.userId, type, targetId: row.recordId, at: row.sortNum };
}

function listInput(entry: ListEntry): RecordInput<ListKind> {
  const { title, image, price, sub, extra, classId } = entry;
  return { userId: entry.userId, recordId: entry.targetId, sortNum: entry.at, updatedAt: entry.at, data: { title, image, price, sub, extra, classId } };
}

export const saveListEntries = (db: StarqDatabase, type: ListEntryType, myLists: ListEntry[]) => upsertRecords(db, listKind(type), myLists.map(listInput));

export const saveListEntry = (db: StarqDatabase, entry: ListEntry) => saveListEntries(db, entry.type, [entry]);

export const removeListEntries = (db: StarqDatabase, userId: string, type: ListEntryType, targetIds: string[]) =>
  removeRecords(db, listKind(type), userId, targetIds);

/**
 * A mark the host has just confirmed (a footprint recorded, a collect or follow replayed): saved, or removed when
 * `entry` is a removal, with a new generation of its list, so that a pull of that list read before it is dropped
 * rather than taking it away (RELIABILITY 5).
 */
export function confirmListEntry(db: StarqDatabase, userId: string, type: ListEntryType, change: { save: ListEntry } | { remove: string }): Promise<void> {
  return writeConfirmed(db, listKind(type), userId, () =>
    ('save' in change ? saveListEntry(db, change.save) : removeListEntries(db, userId, type, [change.remove])));
}

export async function findListEntry(db: StarqDatabase, userId: string, type: ListEntryType, targetId: string): Promise<ListEntry | null> {
  const row = await findRecord(db, listKind(type), userId, targetId);
  return row ? entryOfRecord(type, row) : null;
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
