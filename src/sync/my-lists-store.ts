import type { ApiClient } from '../api/client';
import { ApiError } from '../api/api-error';
import { CODES } from '../contract/codes';
import type { CollectItem, FocusShop, TrackItem } from '../contract/entities/my-lists';
import { toClientShop } from '../contract/entities/shop';
import { buyTrack, collectList, focusCheck, focusList, trackAdd, trackFind } from '../contract/catalogue/my-lists';
import { shopDetail } from '../contract/catalogue/shops';
import type { StarqDatabase } from '../db/database';
import { listKind, type ListEntry, type ListEntryType } from '../db/records/list-entry';
import { recordIdsOf, recordKey } from '../db/records/records';
import type { ShopRecord } from '../db/records/shop';
import { MARK_EFFECTS } from './my-lists-view';
import { confirmListEntry, findListEntry, findShop, removeListEntries, saveListEntry, saveListEntries, saveShop } from './my-lists-records';
import { readGeneration, writePulled } from './write-generations';

/** The first page the device keeps per list; older marks stay on the host. */
export const MY_LISTS_KEPT = 100;

const entryOf = (userId: string, type: ListEntryType, targetId: string, at: number) =>
  ({ id: recordKey(userId, listKind(type), targetId), userId, type, targetId, at });

export function collectEntry(userId: string, item: CollectItem): ListEntry {
  return {
    ...entryOf(userId, 'collect', item.goodsId, item.collectTime), title: item.goodsName,
    image: item.goodsImg, price: item.goodsSalePrice, sub: item.shopName, extra: item.goodsKind, classId: item.goodsClassId,
  };
}

export function focusEntry(userId: string, shop: FocusShop): ListEntry {
  return {
    ...entryOf(userId, 'focus', shop.shopsId, shop.focusTime), title: shop.shopName,
    image: shop.shopLogo, price: shop.shopFans, sub: shop.locationName, extra: shop.shopsNo, classId: '',
  };
}

export function trackEntry(userId: string, type: 'browse' | 'buy', item: TrackItem): ListEntry {
  return {
    ...entryOf(userId, type, item.goodsId, item.trackTime), title: item.goodsName,
    image: item.goodsImg, price: item.goodsSalePrice, sub: item.shopName, extra: item.goodsKind, classId: item.goodsClassId,
  };
}

async function hasPending(db: StarqDatabase, userId: string, type: ListEntryType, targetId?: string): Promise<boolean> {
  const entries = await db.outbox.find({ selector: { userId, status: 'pending' } }).exec();
  return entries.some((e) => {
    const effect = MARK_EFFECTS[e.name];
    return effect?.type === type && (targetId === undefined || e.args[effect.arg] === targetId);
  });
}

/**
 * Replaces the user's confirmed marks of one type with what the host answered; skipped while changes of that type are
 * queued (their answers confirm them), and dropped when a mark was confirmed while the list was read: a footprint
 * recorded as 浏览足迹 was opened is not in an answer read before it, and the next pull brings both (RELIABILITY 5).
 */
async function replaceListEntries(db: StarqDatabase, userId: string, type: ListEntryType, read: () => Promise<ListEntry[]>): Promise<void> {
  const scope = listKind(type);
  const generation = await readGeneration(db, scope, userId);
  const myLists = await read();
  await writePulled(db, scope, userId, generation, async () => {
    const keep = new Set(myLists.map((m) => m.targetId));
    await removeListEntries(db, userId, type, (await recordIdsOf(db, scope, userId)).filter((id) => !keep.has(id)));
    await saveListEntries(db, type, myLists);
  }, async () => !(await hasPending(db, userId, type)));
}

export async function pullMyLists(db: StarqDatabase, api: ApiClient, userId: string, type: ListEntryType): Promise<void> {
  const page = { pageNum: 1, pageSize: MY_LISTS_KEPT };
  switch (type) {
    case 'collect':
      return replaceListEntries(db, userId, type, async () => (await api.call(collectList, page)).list.map((i) => collectEntry(userId, i)));
    case 'focus':
      return replaceListEntries(db, userId, type, async () => (await api.call(focusList, page)).list.map((s) => focusEntry(userId, s)));
    case 'browse':
      return replaceListEntries(db, userId, type, async () => (await api.call(trackFind, page)).list.map((i) => trackEntry(userId, 'browse', i)));
    case 'buy':
      return replaceListEntries(db, userId, type, async () => (await api.call(buyTrack, page)).list.map((i) => trackEntry(userId, 'buy', i)));
  }
}

/** spec §4 focus check: the envelope code is the answer (1 focused, 500 not focused). */
async function checkFocus(api: ApiClient, id: string, shopsNo: string): Promise<boolean> {
  try {
    await api.call(focusCheck, { id, shopsNo });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === CODES.focused) return true;
    if (error instanceof ApiError && error.code === CODES.notFocused) return false;
    throw error;
  }
}

/** The shop home: the client copy into the shop record, and (signed in) the focus check into the user's marks. */
export async function pullShop(db: StarqDatabase, api: ApiClient, shopId: string, userId: string | null): Promise<void> {
  const detail = await api.call(shopDetail, { shopsId: shopId });
  const { isFocus: _isFocus, liveItem: _liveItem, ...shop } = toClientShop(detail);
  const basic = (detail.shopsBasicData ?? {}) as Record<string, unknown>;
  const count = (key: string) => (typeof basic[key] === 'number' ? (basic[key] as number) : 0);
  await saveShop(db, { ...shop, goodsCount: count('goodsCount'), commentCount: count('commentCount'), ratingX10: count('ratingX10') }, Date.now());
  if (!userId) return;
  // A follow confirmed while the check was on its way is newer than the check's answer (RELIABILITY 5).
  const generation = await readGeneration(db, listKind('focus'), userId);
  const focused = await checkFocus(api, shop.shopId, shop.shopNo);
  await writePulled(db, listKind('focus'), userId, generation, async () => {
    const existing = await findListEntry(db, userId, 'focus', shopId);
    if (!focused) {
      if (existing) await removeListEntries(db, userId, 'focus', [shopId]);
      return;
    }
    await saveListEntry(db, focusEntry(userId, {
      shopsId: shop.shopId, shopsNo: shop.shopNo, shopName: shop.shopName, shopLogo: shop.shopCover,
      shopFans: shop.shopFans, locationName: shop.locationName, focusTime: existing?.at ?? Date.now(),
    }));
  }, async () => !(await hasPending(db, userId, 'focus', shopId)));
}

/** Cart groups name only name and cover: keep what a visited shop home already stored. */
export async function rememberShops(db: StarqDatabase, shops: (Pick<ShopRecord, 'shopId' | 'shopName' | 'shopCover'> & { updatedAt: number })[]): Promise<void> {
  for (const { updatedAt, ...shop } of shops) await saveShop(db, { ...(await findShop(db, shop.shopId)), ...shop }, updatedAt);
}

export type MyListsRefreshTarget =
  | { kind: 'marks'; entry: ListEntryType }
  | { kind: 'shop'; shopId: string }
  /** A goods detail visit: user-track add, then the footprint lands in the store. */
  | { kind: 'footprint'; goodsId: string };

/**
 * The engine's refresh for the marks, shop and footprint targets; marks and
 * footprints need a signed-in user. A footprint is fire-and-forget, not an
 * outbox entry: it is not a change the user asked for, so it never shows as
 * pending, and a visit made offline is not recorded (docs/decisions/006).
 */
export async function refreshMyLists(db: StarqDatabase, api: ApiClient, target: MyListsRefreshTarget, userId: string | null): Promise<void> {
  if (target.kind === 'shop') return pullShop(db, api, target.shopId, userId);
  if (!userId) return;
  if (target.kind === 'marks') return pullMyLists(db, api, userId, target.entry);
  const footprint = trackEntry(userId, 'browse', await api.call(trackAdd, { goodsId: target.goodsId }));
  await confirmListEntry(db, userId, 'browse', { save: footprint });
}
