import { combineLatest, map, type Observable } from 'rxjs';
import { CODES } from '../contract/codes';
import type { ShopGoods } from '../contract/shop/goods';
import type { StarqDatabase } from '../db/database';
import { asFormDraft, type DraftDoc, type FormDraftDoc, type GoodsDraftDoc } from '../db/collections/drafts';
import type { OutboxEntry } from '../db/collections/outbox';
import { DB_QUERIES } from '../db/queries';
import { shopGoodsRecords } from '../db/records/shop-goods-query';
import { draftState, yuanTextToFen, type DraftState } from '../domain/goods-draft';
import { isEvidenceDraft } from '../domain/evidence-draft';
import { publishErrorOf, publishRequested, UPLOAD_FAILED_MSG } from './publish-after-upload';
import { GOODS_QUICK_EDITS } from './shop-goods-mutations';

export interface DraftStateView {
  state: DraftState;
  /** The host's reason when the publish was refused. */
  failMsg: string;
}

/** A goods draft with its derived state. */
export type DraftView = GoodsDraftDoc & DraftStateView;
/** A theme's or blind box's draft with its derived state (the same rules as goods drafts). */
export type ThemeDraftView = FormDraftDoc<'theme'> & DraftStateView;
export type BlindboxDraftView = FormDraftDoc<'blindbox'> & DraftStateView;
/** A shop's or the platform's coupon drafted on this device (issue 32). */
export type CouponDraftView = FormDraftDoc<'coupon'> & DraftStateView;

/**
 * A confirmed goods with the owner's queued quick edits applied; `pending` until the host confirms, `refused` with its
 * message. A goods with no queued edit is the stored row itself (neither field set): a 2,000-goods list copies nothing.
 */
export interface ShopGoodsView extends ShopGoods {
  pending?: boolean;
  refused?: { id: string; msg: string } | null;
}

/** Queued changes keep the owner's input (yuan text): shown in the host's units. */
function hostUnits(changes: Record<string, unknown>): Partial<ShopGoods> {
  const out: Record<string, unknown> = { ...changes };
  for (const f of ['salePrice', 'originalPrice']) if (typeof out[f] === 'string') out[f] = yuanTextToFen(out[f]) ?? undefined;
  if (typeof out.stock === 'string') out.stock = Number(out.stock);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<ShopGoods>;
}

/**
 * The preview mark of a goods edit a draft sent (the whole form: the drafts list shows it, the goods row does not), so
 * the list tells it from a quick edit without reading the drafts collection beside it.
 */
export const SENT_FROM_DRAFT = 'fromDraft';

/**
 * The draft's state from its queued publish, or from a publish asked for while its media upload (待发布 until they are
 * up, 发布失败 with the reason when a file was refused or the engine's publish could not be queued). `requestShown`
 * false keeps such a draft 待上传 (the short video's own list, decision 016).
 */
export function toDraftView<D extends { outboxId: string; media: DraftDoc['media'] }>(draft: D, entries: OutboxEntry[], requestShown = true): D & DraftStateView {
  const entry = draft.outboxId ? entries.find((e) => e.id === draft.outboxId) ?? null : null;
  const { fields } = draft as { fields?: object };
  const requested = requestShown && !entry && publishRequested(fields ?? {});
  const refusedFile = requested ? draft.media.find((m) => m.status === 'failed') : undefined;
  const localError = entry ? '' : publishErrorOf(fields ?? {}) || (refusedFile ? refusedFile.error || UPLOAD_FAILED_MSG : '');
  const state = draftState({
    mediaWaiting: draft.media.some((m) => m.status !== 'done'), outbox: entry, publishRequested: requested, publishBlocked: localError !== '',
  }, CODES.goodsChanged);
  return { ...draft, state, failMsg: entry?.status === 'rejected' ? entry.errorMsg : localError };
}

/** A new draft with nothing typed and nothing picked (an old form opened and left): not listed, it says nothing. */
export function isBlankDraft(draft: GoodsDraftDoc): boolean {
  const { fields } = draft;
  const texts = [fields.name, fields.classId, fields.salePrice, fields.originalPrice, fields.stock, fields.description,
    ...Object.values(fields.kindInfo ?? {}), ...(fields.specs ?? []).flatMap((s) => [s.name, s.values])];
  return draft.mode === 'new' && !draft.outboxId && !draft.media.length && texts.every((t) => !t.trim());
}

/** A theme or box draft with no name, goods, text or picture: not listed either. */
export function isBlankFormDraft(draft: FormDraftDoc<'theme'> | FormDraftDoc<'blindbox'>): boolean {
  const text = 'description' in draft.fields ? draft.fields.description : draft.fields.price;
  return draft.mode === 'new' && !draft.outboxId && !draft.media.length && !draft.fields.name.trim() && !text.trim() && !draft.fields.goodsIds.length;
}

/** A coupon draft with no name: not listed (a 新建优惠券 opened and left). */
const isBlankCouponDraft = (d: FormDraftDoc<'coupon'>) => d.mode === 'new' && !d.outboxId && !d.fields.name.trim();

type ListedForm = 'theme' | 'blindbox' | 'coupon';
function formDrafts$<F extends ListedForm>(db: StarqDatabase, userId: string, form: F): Observable<(FormDraftDoc<F> & DraftStateView)[]> {
  const blank = (d: FormDraftDoc<F>) => (d.form === 'coupon' ? isBlankCouponDraft(d as FormDraftDoc<'coupon'>) : isBlankFormDraft(d as FormDraftDoc<'theme'>));
  return combineLatest([drafts$(db, userId), DB_QUERIES.outbox(db, { userId })]).pipe(map(([drafts, entries]) => drafts
    .map((d) => asFormDraft(d, form)).filter((d): d is FormDraftDoc<F> => d !== null && !blank(d))
    .map((d) => toDraftView(d, entries))));
}

function formDraft$<F extends ListedForm>(db: StarqDatabase, p: { userId: string; draftId: string }, form: F): Observable<(FormDraftDoc<F> & DraftStateView) | null> {
  return combineLatest([db.drafts.findOne(`${p.userId}:${p.draftId}`).$, DB_QUERIES.outbox(db, p)]).pipe(map(([doc, entries]) => {
    const draft = doc ? asFormDraft(doc.toJSON() as DraftDoc, form) : null;
    return draft ? toDraftView(draft, entries) : null;
  }));
}

function drafts$(db: StarqDatabase, userId: string): Observable<DraftDoc[]> {
  return db.drafts.find({ selector: { userId }, sort: [{ updatedAt: 'desc' }] }).$.pipe(map((docs) => docs.map((d) => d.toJSON() as DraftDoc)));
}

/** Replays the pending quick edits over the confirmed copy (decision 004: the outbox is the truth). */
export function deriveShopGoods(confirmed: ShopGoods[], entries: OutboxEntry[]): ShopGoodsView[] {
  const editsByGoods = new Map<unknown, OutboxEntry[]>();
  for (const e of entries) {
    if (GOODS_QUICK_EDITS.has(e.name) && e.preview[SENT_FROM_DRAFT] !== true) editsByGoods.set(e.args.goodsId, [...(editsByGoods.get(e.args.goodsId) ?? []), e]);
  }
  return confirmed.map((goods) => {
    const edits = editsByGoods.get(goods.goodsId);
    if (!edits) return goods;
    let view: ShopGoodsView = { ...goods, pending: false, refused: null };
    for (const entry of edits) {
      if (entry.status === 'rejected') {
        // A refused 上架/下架 the goods has reached since (another device, the administrator) says nothing any more.
        const reached = entry.name === 'shopGoods.shelf' && view.onShelf === (entry.args.onShelf === true);
        if (!reached) view = { ...view, refused: { id: entry.id, msg: entry.errorMsg } };
        continue;
      }
      const changes = entry.name === 'shopGoods.shelf' ? { onShelf: entry.args.onShelf === true } : hostUnits(entry.args.changes as Record<string, unknown>);
      view = { ...view, ...changes, pending: true };
    }
    return view;
  });
}

export const DRAFT_LIVE_QUERIES = {
  shopDrafts: (db: StarqDatabase, p: { userId: string }): Observable<DraftView[]> =>
    combineLatest([drafts$(db, p.userId), DB_QUERIES.outbox(db, p)])
      .pipe(map(([drafts, entries]) => drafts.map((d) => asFormDraft(d, 'goods'))
        .filter((d): d is GoodsDraftDoc => d !== null && !isEvidenceDraft(d.draftId) && !isBlankDraft(d)).map((d) => toDraftView(d, entries)))),
  shopDraft: (db: StarqDatabase, p: { userId: string; draftId: string }): Observable<DraftView | null> =>
    combineLatest([db.drafts.findOne(`${p.userId}:${p.draftId}`).$, DB_QUERIES.outbox(db, p)])
      .pipe(map(([doc, entries]) => {
        const draft = doc ? asFormDraft(doc.toJSON() as DraftDoc, 'goods') : null;
        return draft ? toDraftView(draft, entries) : null;
      })),
  shopGoodsView: (db: StarqDatabase, p: { userId: string }): Observable<ShopGoodsView[]> =>
    combineLatest([shopGoodsRecords(db, p.userId), DB_QUERIES.outbox(db, p)])
      .pipe(map(([rows, entries]) => deriveShopGoods(rows.map((r) => r.data), entries))),
  themeDrafts: (db: StarqDatabase, p: { userId: string }): Observable<ThemeDraftView[]> => formDrafts$(db, p.userId, 'theme'),
  themeDraft: (db: StarqDatabase, p: { userId: string; draftId: string }): Observable<ThemeDraftView | null> => formDraft$(db, p, 'theme'),
  blindboxDrafts: (db: StarqDatabase, p: { userId: string }): Observable<BlindboxDraftView[]> => formDrafts$(db, p.userId, 'blindbox'),
  blindboxDraft: (db: StarqDatabase, p: { userId: string; draftId: string }): Observable<BlindboxDraftView | null> => formDraft$(db, p, 'blindbox'),
  /** The coupons drafted on this device, the shop's or the platform's (`owner`): 草稿, 待发布 or 发布失败 with the host's reason. */
  couponDrafts: (db: StarqDatabase, p: { userId: string; owner: 'shop' | 'company' }): Observable<CouponDraftView[]> =>
    formDrafts$(db, p.userId, 'coupon').pipe(map((list) => list.filter((d) => d.fields.owner === p.owner))),
  couponDraft: (db: StarqDatabase, p: { userId: string; draftId: string }): Observable<CouponDraftView | null> => formDraft$(db, p, 'coupon'),
  /** Blind boxes whose 上架/下架 or 上架销售 is queued: shown 同步中 until the host answers, with its message if it refuses. */
  blindboxShelving: (db: StarqDatabase, p: { userId: string }): Observable<{ boxId: string; onSale: boolean; status: string; msg: string; id: string }[]> =>
    DB_QUERIES.outbox(db, p).pipe(map((entries) => entries.filter((e) => e.name === 'blindbox.shelf' || e.name === 'blindbox.sell')
      .map((e) => ({ boxId: String(e.args.boxId), onSale: e.args.onSale === true || e.name === 'blindbox.sell', status: e.status, msg: e.errorMsg, id: e.id })))),
};
