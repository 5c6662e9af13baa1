import type { ApiClient } from '../api/client';
import { ApiError } from '../api/api-error';
import { CODES } from '../contract/codes';
import type { CollectItem, FocusShop, TrackItem } from '../contract/entities/marks';
import { toClientShop } from '../contract/entities/shop';
import { buyTrack, collectList, focusCheck, focusList, trackAdd, trackFind } from '../contract/marks';
import { shopDetail } from '../contract/shops';
import type { StarqDatabase } from '../db/database';
import { markId, type MarkDoc, type MarkType } from '../db/collections/marks';
import type { ShopDoc } from '../db/collections/shops';
import { MARK_EFFECTS } from './marks-view';

/** The first page the device keeps per list; older marks stay on the host. */
export const MARKS_KEPT = 100;

export function collectDoc(userId: string, item: CollectItem): MarkDoc {
  return {
    id: markId(userId, 'collect', item.goodsId), userId, type: 'collect', targetId: item.goodsId, title: item.goodsName,
    image: item.goodsImg, price: item.goodsSalePrice, sub: item.shopName, extra: item.goodsKind, classId: item.goodsClassId, at: item.collectTime,
  };
}

export function focusDoc(userId: string, shop: FocusShop): MarkDoc {
  return {
    id: markId(userId, 'focus', shop.shopsId), userId, type: 'focus', targetId: shop.shopsId, title: shop.shopName,
    image: shop.shopLogo, price: shop.shopFans, sub: shop.locationName, extra: shop.shopsNo, classId: '', at: shop.focusTime,
  };
}

export function trackDoc(userId: string, type: 'browse' | 'buy', item: TrackItem): MarkDoc {
  return {
    id: markId(userId, type, item.goodsId), userId, type, targetId: item.goodsId, title: item.goodsName,
    image: item.goodsImg, price: item.goodsSalePrice, sub: item.shopName, extra: item.goodsKind, classId: item.goodsClassId, at: item.trackTime,
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
async function replaceMarks(db: StarqDatabase, userId: string, type: MarkType, docs: MarkDoc[]): Promise<void> {
  if (await hasPending(db, userId, type)) return;
  const keep = new Set(docs.map((d) => d.id));
  const stale = (await db.marks.find({ selector: { userId, type } }).exec()).filter((d) => !keep.has(d.id)).map((d) => d.id);
  if (stale.length) await db.marks.bulkRemove(stale);
  if (docs.length) await db.marks.bulkUpsert(docs);
}

export async function pullMarks(db: StarqDatabase, api: ApiClient, userId: string, type: MarkType): Promise<void> {
  const page = { pageNum: 1, pageSize: MARKS_KEPT };
  switch (type) {
    case 'collect':
      return replaceMarks(db, userId, type, (await api.call(collectList, page)).list.map((i) => collectDoc(userId, i)));
    case 'focus':
      return replaceMarks(db, userId, type, (await api.call(focusList, page)).list.map((s) => focusDoc(userId, s)));
    case 'browse':
      return replaceMarks(db, userId, type, (await api.call(trackFind, page)).list.map((i) => trackDoc(userId, 'browse', i)));
    case 'buy':
      return replaceMarks(db, userId, type, (await api.call(buyTrack, page)).list.map((i) => trackDoc(userId, 'buy', i)));
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

/** The shop home: the client copy into the shops store, and (signed in) the focus check into the user's marks. */
export async function pullShop(db: StarqDatabase, api: ApiClient, shopId: string, userId: string | null): Promise<void> {
  const detail = await api.call(shopDetail, { shopsId: shopId });
  const { isFocus: _isFocus, liveItem: _liveItem, ...shop } = toClientShop(detail);
  const basic = (detail.shopsBasicData ?? {}) as Record<string, unknown>;
  const count = (key: string) => (typeof basic[key] === 'number' ? (basic[key] as number) : 0);
  const doc: ShopDoc = {
    ...shop, goodsCount: count('goodsCount'), commentCount: count('commentCount'), ratingX10: count('ratingX10'), updatedAt: Date.now(),
  };
  await db.shops.upsert(doc);
  if (!userId) return;
  const focused = await checkFocus(api, shop.shopId, shop.shopNo);
  if (await hasPending(db, userId, 'focus', shopId)) return;
  const id = markId(userId, 'focus', shopId);
  const existing = await db.marks.findOne(id).exec();
  if (!focused) {
    await existing?.remove();
    return;
  }
  await db.marks.upsert(focusDoc(userId, {
    shopsId: shop.shopId, shopsNo: shop.shopNo, shopName: shop.shopName, shopLogo: shop.shopCover,
    shopFans: shop.shopFans, locationName: shop.locationName, focusTime: existing?.at ?? Date.now(),
  }));
}

/** Cart groups name only name and cover: keep what a visited shop home already stored. */
export async function rememberShops(db: StarqDatabase, shops: Pick<ShopDoc, 'shopId' | 'shopName' | 'shopCover' | 'updatedAt'>[]): Promise<void> {
  for (const shop of shops) {
    const existing = await db.shops.findOne(shop.shopId).exec();
    await db.shops.upsert({ ...(existing?.toJSON() as ShopDoc | undefined), ...shop });
  }
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
  await db.marks.upsert(trackDoc(userId, 'browse', await api.call(trackAdd, { goodsId: target.goodsId })));
}
