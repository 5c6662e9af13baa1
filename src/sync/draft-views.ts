import { combineLatest, map, type Observable } from 'rxjs';
import { CODES } from '../contract/codes';
import type { ShopGoods } from '../contract/shop-goods';
import type { StarqDatabase } from '../db/database';
import type { DraftDoc } from '../db/collections/drafts';
import type { OutboxEntry } from '../db/collections/outbox';
import { DB_QUERIES } from '../db/queries';
import { recordsOfKind } from '../db/records/queries';
import { draftState, yuanTextToFen, type DraftState } from '../domain/goods-draft';
import { isEvidenceDraft } from '../domain/evidence-draft';

export interface DraftView extends DraftDoc {
  state: DraftState;
  /** The host's reason when the publish was refused. */
  failMsg: string;
}

/** A confirmed goods with the owner's queued quick edits applied; `pending` until the host confirms, `refused` with its message. */
export interface ShopGoodsView extends ShopGoods {
  pending: boolean;
  refused: { id: string; msg: string } | null;
}

/** Queued changes keep the owner's input (yuan text): shown in the host's units. */
function hostUnits(changes: Record<string, unknown>): Partial<ShopGoods> {
  const out: Record<string, unknown> = { ...changes };
  for (const f of ['salePrice', 'originalPrice']) if (typeof out[f] === 'string') out[f] = yuanTextToFen(out[f]) ?? undefined;
  if (typeof out.stock === 'string') out.stock = Number(out.stock);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<ShopGoods>;
}

const QUICK_EDITS = new Set(['shopGoods.update', 'shopGoods.shelf']);

function toDraftView(draft: DraftDoc, entries: OutboxEntry[]): DraftView {
  const entry = draft.outboxId ? entries.find((e) => e.id === draft.outboxId) ?? null : null;
  const state = draftState({ mediaWaiting: draft.media.some((m) => m.status !== 'done'), outbox: entry }, CODES.goodsChanged);
  return { ...draft, state, failMsg: entry?.status === 'rejected' ? entry.errorMsg : '' };
}

/** A new draft with nothing typed and nothing picked (an old form opened and left): not listed, it says nothing. */
export function isBlankDraft(draft: DraftDoc): boolean {
  const { fields } = draft;
  const texts = [fields.name, fields.classId, fields.salePrice, fields.originalPrice, fields.stock, fields.description,
    ...Object.values(fields.kindInfo ?? {}), ...(fields.specs ?? []).flatMap((s) => [s.name, s.values])];
  return draft.mode === 'new' && !draft.outboxId && !draft.media.length && texts.every((t) => !t.trim());
}

function drafts$(db: StarqDatabase, userId: string): Observable<DraftDoc[]> {
  return db.drafts.find({ selector: { userId }, sort: [{ updatedAt: 'desc' }] }).$.pipe(map((docs) => docs.map((d) => d.toJSON() as DraftDoc)));
}

/** Replays the pending quick edits over the confirmed copy (decision 004: the outbox is the truth). */
export function deriveShopGoods(confirmed: ShopGoods[], entries: OutboxEntry[], draftIds: Set<string>): ShopGoodsView[] {
  return confirmed.map((goods) => {
    const mine = entries.filter((e) => QUICK_EDITS.has(e.name) && e.args.goodsId === goods.goodsId && !draftIds.has(e.id));
    let view: ShopGoodsView = { ...goods, pending: false, refused: null };
    for (const entry of mine) {
      if (entry.status === 'rejected') {
        view = { ...view, refused: { id: entry.id, msg: entry.errorMsg } };
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
      .pipe(map(([drafts, entries]) => drafts.filter((d) => !isEvidenceDraft(d.draftId) && !isBlankDraft(d)).map((d) => toDraftView(d, entries)))),
  shopDraft: (db: StarqDatabase, p: { userId: string; draftId: string }): Observable<DraftView | null> =>
    combineLatest([db.drafts.findOne(`${p.userId}:${p.draftId}`).$, DB_QUERIES.outbox(db, p)])
      .pipe(map(([doc, entries]) => (doc ? toDraftView(doc.toJSON() as DraftDoc, entries) : null))),
  shopGoodsView: (db: StarqDatabase, p: { userId: string }): Observable<ShopGoodsView[]> =>
    combineLatest([recordsOfKind(db, { kind: 'shop.goods', userId: p.userId }), DB_QUERIES.outbox(db, p), drafts$(db, p.userId)])
      .pipe(map(([rows, entries, drafts]) => deriveShopGoods(rows.map((r) => r.data), entries, new Set(drafts.map((d) => d.outboxId).filter(Boolean))))),
};
