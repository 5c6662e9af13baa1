import type { ApiClient } from '../api/client';
import { ApiError } from '../api/api-error';
import { CODES } from '../contract/codes';
import type { CollectItem, FocusShop, TrackItem } from '../contract/entities/marks';
import { toClientShop } from '../contract/entities/shop';
import { buyTrack, collectList, focusCheck, focusList, trackAdd, trackFind } from '../contract/marks';
import { shopDetail } from '../contract/shops';
import type { StarqDatabase } from '../db/database';
import { markKind, type Mark, type MarkType } from '../db/records/mark';
import { recordIdsOf, recordKey } from '../db/records/records';
import type { ShopRecord } from '../db/records/shop';
import { MARK_EFFECTS } from './marks-view';
import { findMark, findShop, removeMarks, saveMark, saveMarks, saveShop } from './marks-records';

/** The first page the device keeps per list; older marks stay on the host. */
export const MARKS_KEPT = 100;

const markOf = (userId: string, type: MarkType, targetId: string, at: number) =>
  ({ id: recordKey(userId, markKind(type), targetId), userId, type, targetId, at });

export function collectMark(userId: string, item: CollectItem): Mark {
  return {
    ...markOf(userId, 'collect', item.goodsId, item.collectTime), title: item.goodsName,
    image: item.goodsImg, price: item.goodsSalePrice, sub: item.shopName, extra: item.goodsKind, classId: item.goodsClassId,
  };
}

export function focusMark(userId: string, shop: FocusShop): Mark {
  return {
    ...markOf(userId, 'focus', shop.shopsId, shop.focusTime), title: shop.shopName,
    image: shop.shopLogo, price: shop.shopFans, sub: shop.locationName, extra: shop.shopsNo, classId: '',
  };
}

export function trackMark(userId: string, type: 'browse' | 'buy', item: TrackItem): Mark {
  return {
    ...markOf(userId, type, item.goodsId, item.trackTime), title: item.goodsName,
    image: item.goodsImg, price: item.goodsSalePrice, sub: item.shopName, extra: item.goodsKind, classId: item.goodsClassId,
  };
}

async function hasPending(db: StarqDatabase, userId: string, type: MarkType, targetId?: string): Promise<boolean> {
  const entries = await db.outbox.find({ selector: { userId, status: 'pending' } }).exec();
  return entries.some((e) => {
    const effect = MARK_EFFECTS[e.name];
    return effect?.type === type && (targetId === undefined || e.args[effect.arg] === targetId);
  });
}

/** Replaces the user's confirmed marks of one type; skipped while changes of that type are queued (their answers confirm them). */
async function replaceMarks(db: StarqDatabase, userId: string, type: MarkType, marks: Mark[]): Promise<void> {
  if (await hasPending(db, userId, type)) return;
  const keep = new Set(marks.map((m) => m.targetId));
  await removeMarks(db, userId, type, (await recordIdsOf(db, markKind(type), userId)).filter((id) => !keep.has(id)));
  await saveMarks(db, type, marks);
}

export async function pullMarks(db: StarqDatabase, api: ApiClient, userId: string, type: MarkType): Promise<void> {
  const page = { pageNum: 1, pageSize: MARKS_KEPT };
  switch (type) {
    case 'collect':
      return replaceMarks(db, userId, type, (await api.call(collectList, page)).list.map((i) => collectMark(userId, i)));
    case 'focus':
      return replaceMarks(db, userId, type, (await api.call(focusList, page)).list.map((s) => focusMark(userId, s)));
    case 'browse':
      return replaceMarks(db, userId, type, (await api.call(trackFind, page)).list.map((i) => trackMark(userId, 'browse', i)));
    case 'buy':
      return replaceMarks(db, userId, type, (await api.call(buyTrack, page)).list.map((i) => trackMark(userId, 'buy', i)));
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
  const focused = await checkFocus(api, shop.shopId, shop.shopNo);
  if (await hasPending(db, userId, 'focus', shopId)) return;
  const existing = await findMark(db, userId, 'focus', shopId);
  if (!focused) {
    if (existing) await removeMarks(db, userId, 'focus', [shopId]);
    return;
  }
  await saveMark(db, focusMark(userId, {
    shopsId: shop.shopId, shopsNo: shop.shopNo, shopName: shop.shopName, shopLogo: shop.shopCover,
    shopFans: shop.shopFans, locationName: shop.locationName, focusTime: existing?.at ?? Date.now(),
  }));
}

/** Cart groups name only name and cover: keep what a visited shop home already stored. */
export async function rememberShops(db: StarqDatabase, shops: (Pick<ShopRecord, 'shopId' | 'shopName' | 'shopCover'> & { updatedAt: number })[]): Promise<void> {
  for (const { updatedAt, ...shop } of shops) await saveShop(db, { ...(await findShop(db, shop.shopId)), ...shop }, updatedAt);
}

export type MarksRefreshTarget =
  | { kind: 'marks'; mark: MarkType }
  | { kind: 'shop'; shopId: string }
  /** A goods detail visit: user-track add, then the footprint lands in the store. */
  | { kind: 'footprint'; goodsId: string };

/**
 * The engine's refresh for the marks, shop and footprint targets; marks and
 * footprints need a signed-in user. A footprint is fire-and-forget, not an
 * outbox entry: it is not a change the user asked for, so it never shows as
 * pending, and a visit made offline is not recorded (docs/decisions/006).
 */
export async function refreshMarks(db: StarqDatabase, api: ApiClient, target: MarksRefreshTarget, userId: string | null): Promise<void> {
  if (target.kind === 'shop') return pullShop(db, api, target.shopId, userId);
  if (!userId) return;
  if (target.kind === 'marks') return pullMarks(db, api, userId, target.mark);
  await saveMark(db, trackMark(userId, 'browse', await api.call(trackAdd, { goodsId: target.goodsId })));
}
