import { asFormDraft, type DraftDoc, type DraftGoodsFields, type DraftMedia, type GoodsDraftDoc } from '../db/collections/drafts';
import type { ShopGoods } from '../contract/shop/goods';
import { goodsSpecsField, isInfoKind, KindInfoInputSchema, splitSpecValues } from '../contract/shop/goods-kinds';
import { changedFields, fenToYuanText, yuanTextToFen, type ComparedField } from '../domain/goods-draft';
import { specTableField } from '../contract/shop/goods-skus';
import { bySpecTable, comparableTable, draftTableOf, EMPTY_DRAFT_TABLE, ownFiguresOf, specTableInput } from './goods-sku-drafts';
import { SENT_FROM_DRAFT } from './draft-views';
import { BAD_FIELDS_MSG } from './form-drafts';

/** A goods draft's fields and the mutation that sends it (the drafts' actions, drafts.ts, store and publish it). */

export const EMPTY_FIELDS: DraftGoodsFields = {
  name: '', classId: '', salePrice: '', originalPrice: '', stock: '', description: '', onShelf: false, kind: 'ordinary', kindInfo: {}, specs: [],
  specTable: EMPTY_DRAFT_TABLE,
};


export function fieldsOf(goods: ShopGoods): DraftGoodsFields {
  return {
    name: goods.name, classId: goods.classId, salePrice: fenToYuanText(goods.salePrice), originalPrice: fenToYuanText(goods.originalPrice),
    stock: String(goods.stock), description: goods.description, onShelf: goods.onShelf, kind: goods.kind,
    kindInfo: goods.kindInfo ? Object.fromEntries(Object.entries(goods.kindInfo).filter(([k]) => k !== 'kind').map(([k, v]) => [k, String(v)])) : {},
    specs: goods.specs.map((s) => ({ name: s.name, values: s.values.join('/') })),
    specTable: draftTableOf(goods.specTable),
  };
}

export function baseOf(goods: ShopGoods): Record<ComparedField, unknown> {
  const { name, classId, salePrice, originalPrice, stock, description, imgs, video, detailImgs, kindInfo, specs, specTable } = goods;
  return { name, classId, salePrice, originalPrice, stock, description, imgs, video, detailImgs, kindInfo, specs, specTable };
}

/** The kind's facts as sent (text as typed, tagged with the kind); none for an ordinary goods. */
export function kindInfoInput(fields: DraftGoodsFields): Record<string, string> | null {
  return isInfoKind(fields.kind) ? { kind: fields.kind, ...fields.kindInfo } : null;
}

/** The properties as sent: rows left wholly blank are not properties. */
export function specsInput(fields: DraftGoodsFields): { name: string; values: string[] }[] {
  return fields.specs.filter((s) => s.name.trim() || s.values.trim()).map((s) => ({ name: s.name.trim(), values: splitSpecValues(s.values) }));
}

/** In host units when valid (so an unchanged value compares equal), else as typed (so the host answers its message). */
function hostUnits(schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : value;
}

export function doneMedia(urls: string[], slot: DraftMedia['slot']): DraftMedia[] {
  return urls.filter(Boolean).map((url) => ({ key: url, slot, status: 'done', progress: 100, url, mediaId: '', error: '' }));
}

/** The draft's values in host units, as updateGoodsInfo compares them. */
export function wantedOf(draft: GoodsDraftDoc): Record<ComparedField, unknown> {
  const { fields } = draft;
  return {
    name: fields.name.trim(), classId: fields.classId, salePrice: yuanTextToFen(fields.salePrice), originalPrice: yuanTextToFen(fields.originalPrice),
    stock: /^\d+$/.test(fields.stock.trim()) ? Number(fields.stock.trim()) : null, description: fields.description.trim(),
    imgs: draft.media.filter((m) => m.slot === 'img').map((m) => m.url), video: draft.media.find((m) => m.slot === 'video')?.url ?? '',
    detailImgs: draft.media.filter((m) => m.slot === 'detail').map((m) => m.url),
    kindInfo: isInfoKind(fields.kind) ? hostUnits(KindInfoInputSchema, kindInfoInput(fields)) : null, specs: hostUnits(goodsSpecsField, specsInput(fields)),
    specTable: hostUnits(specTableField, specTableInput(fields)),
  };
}

/** A field's base as the host had it: an edit begun before the detail pictures existed kept none (the host's []). */
const baseValueOf = (base: Record<string, unknown>, field: ComparedField): unknown => (field === 'detailImgs' ? base[field] ?? [] : base[field]);

/** A field as compared: the specification table in one shape whichever side it comes from. */
export const comparableGoodsValue = (field: ComparedField, value: unknown): unknown =>
  (field === 'specTable' ? comparableTable(value ?? { dimensions: [], skus: [] }) : field === 'detailImgs' ? value ?? [] : value);

/** The draft's changed fields; a goods sold by specification never sends its own price and stock (the host derives them). */
export function changedGoodsFields(draft: GoodsDraftDoc, wanted = wantedOf(draft)): ComparedField[] {
  const changed = changedFields(wanted, draft.base, comparableGoodsValue);
  return bySpecTable(draft.fields) ? changed.filter((f) => f !== 'salePrice' && f !== 'originalPrice' && f !== 'stock') : changed;
}

export type GoodsSendPlan =
  | { ok: true; name: 'shopGoods.publish' | 'shopGoods.update'; args: Record<string, unknown>; preview: Record<string, unknown> }
  | { ok: false; msg: string };

/** The mutation that publishes a new goods or sends an edit's changed fields, with its sync-page preview; or why not. */
export function goodsPlanOf(stored: DraftDoc): GoodsSendPlan {
  const draft = asFormDraft(stored, 'goods');
  if (!draft) return { ok: false, msg: BAD_FIELDS_MSG };
  const wanted = wantedOf(draft);
  const { fields } = draft;
  if (draft.mode === 'new') {
    // Sold by specification, the goods' own price and stock are the table's lowest price and its stock.
    const own = (bySpecTable(fields) && ownFiguresOf(fields)) || fields;
    return {
      ok: true, name: 'shopGoods.publish', preview: { name: fields.name.trim() }, args: {
        goodsId: draft.draftId, kind: fields.kind, name: fields.name, classId: fields.classId, salePrice: own.salePrice,
        originalPrice: own.originalPrice, stock: own.stock, description: fields.description, onShelf: fields.onShelf,
        imgs: wanted.imgs, video: wanted.video, detailImgs: wanted.detailImgs, specs: specsInput(fields), ...(isInfoKind(fields.kind) ? { kindInfo: kindInfoInput(fields) } : {}),
        ...(bySpecTable(fields) ? { specTable: specTableInput(fields) } : {}),
      },
    };
  }
  const changed = changedGoodsFields(draft, wanted);
  if (!changed.length) return { ok: false, msg: '没有需要保存的修改' };
  const inputOf: Record<ComparedField, unknown> = {
    ...wanted, salePrice: fields.salePrice, originalPrice: fields.originalPrice, stock: fields.stock, kindInfo: kindInfoInput(fields), specs: specsInput(fields),
    specTable: specTableInput(fields),
  };
  return {
    ok: true, name: 'shopGoods.update', preview: { name: fields.name.trim(), [SENT_FROM_DRAFT]: true }, args: {
      goodsId: draft.draftId,
      base: Object.fromEntries(changed.map((f) => [f, baseValueOf(draft.base, f)])),
      changes: Object.fromEntries(changed.map((f) => [f, inputOf[f]])),
    },
  };
}
