import type { Blindbox, Theme } from '../contract/shop/themes';
import { asFormDraft, type BlindboxDraftDoc, type DraftBlindboxFields, type DraftDoc, type DraftMedia, type DraftThemeFields, type ThemeDraftDoc } from '../db/collections/drafts';
import { percentToBp } from '../domain/blindbox';
import { bpToPercentText, blindboxPriceInput } from '../domain/blindbox-form';
import { fenToYuanText, sameValue, yuanTextToFen } from '../domain/goods-draft';
import { dynamicPublish } from './dynamic-drafts';
import { shortVideoPublish } from './short-video-drafts';
import { couponPublish } from './coupon-drafts';

/** Themes and blind boxes drafted as goods are (decision 003): the fields compared with the host, field by field (RELIABILITY 32). */
export const THEME_COMPARED_FIELDS = ['name', 'cover', 'detailImgs', 'description', 'goodsIds'] as const;
export type ThemeComparedField = (typeof THEME_COMPARED_FIELDS)[number];
export const BOX_COMPARED_FIELDS = ['name', 'themeId', 'cover', 'detailImgs', 'price', 'items', 'guaranteeDraws', 'guaranteeGoodsId', 'purchaseLimit'] as const;
export type BoxComparedField = (typeof BOX_COMPARED_FIELDS)[number];

export const EMPTY_THEME_FIELDS: DraftThemeFields = { name: '', description: '', goodsIds: [], coverKey: '' };
export const EMPTY_BOX_FIELDS: DraftBlindboxFields = {
  name: '', themeId: '', goodsIds: [], coverKey: '', price: '', odds: {}, guaranteeDraws: '', guaranteeGoodsId: '', purchaseLimit: '',
};

export function doneMedia(urls: string[]): DraftMedia[] {
  return urls.filter(Boolean).map((url) => ({ key: url, slot: 'img', status: 'done', progress: 100, url, mediaId: '', error: '' }));
}

/** A picture's key for an uploaded URL is the URL itself, so the cover of a host copy is found by its URL. */
export function hostMedia(host: { cover: string; detailImgs: string[] }): DraftMedia[] {
  return doneMedia([host.cover, ...host.detailImgs.filter((u) => u !== host.cover)]);
}

function coverOf(draft: { fields: { coverKey: string }; media: DraftMedia[] }): string {
  return draft.media.find((m) => m.key === draft.fields.coverKey)?.url ?? '';
}

function detailOf(draft: { fields: { coverKey: string }; media: DraftMedia[] }): string[] {
  return draft.media.filter((m) => m.slot === 'img' && m.key !== draft.fields.coverKey).map((m) => m.url);
}

export function themeFieldsOf(theme: Theme): DraftThemeFields {
  return { name: theme.name, description: theme.description, goodsIds: theme.goodsIds, coverKey: theme.cover };
}

export function themeBaseOf(theme: Theme): Record<string, unknown> {
  const { name, cover, detailImgs, description, goodsIds, updatedAt } = theme;
  return { name, cover, detailImgs, description, goodsIds, updatedAt };
}

export function themeWanted(draft: ThemeDraftDoc): Record<ThemeComparedField, unknown> {
  const { fields } = draft;
  return { name: fields.name.trim(), cover: coverOf(draft), detailImgs: detailOf(draft), description: fields.description.trim(), goodsIds: fields.goodsIds };
}

export function boxFieldsOf(box: Blindbox): DraftBlindboxFields {
  return {
    name: box.name, themeId: box.themeId, goodsIds: box.items.map((i) => i.goodsId), coverKey: box.cover, price: fenToYuanText(box.price),
    odds: Object.fromEntries(box.items.map((i) => [i.goodsId, bpToPercentText(i.oddsBp)])),
    guaranteeDraws: box.guaranteeDraws === null ? '' : String(box.guaranteeDraws), guaranteeGoodsId: box.guaranteeGoodsId,
    purchaseLimit: box.purchaseLimit === null ? '' : String(box.purchaseLimit),
  };
}

export function boxBaseOf(box: Blindbox): Record<string, unknown> {
  return {
    name: box.name, themeId: box.themeId, cover: box.cover, detailImgs: box.detailImgs, price: box.price,
    items: box.items.map((i) => ({ goodsId: i.goodsId, oddsBp: i.oddsBp })), guaranteeDraws: box.guaranteeDraws,
    guaranteeGoodsId: box.guaranteeGoodsId, purchaseLimit: box.purchaseLimit, version: box.version, onSale: box.onSale,
  };
}

const numberOrText = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** The box's values in host units where they parse (so an unchanged value compares equal), else as typed. */
export function boxWanted(draft: BlindboxDraftDoc): Record<BoxComparedField, unknown> {
  const { fields } = draft;
  return {
    name: fields.name.trim(), themeId: fields.themeId, cover: coverOf(draft), detailImgs: detailOf(draft),
    price: yuanTextToFen(fields.price) ?? fields.price,
    items: fields.goodsIds.map((goodsId) => ({ goodsId, oddsBp: percentToBp(fields.odds[goodsId] ?? '') ?? fields.odds[goodsId] ?? '' })),
    guaranteeDraws: numberOrText(fields.guaranteeDraws), guaranteeGoodsId: fields.guaranteeGoodsId, purchaseLimit: numberOrText(fields.purchaseLimit),
  };
}

export function changedOf<F extends string>(fields: readonly F[], wanted: Record<F, unknown>, base: Record<string, unknown>): F[] {
  return fields.filter((f) => !sameValue(wanted[f], base[f]));
}

export type PublishPlan = { ok: true; name: 'shopTheme.add' | 'shopTheme.update' | 'blindbox.add' | 'blindbox.update'; args: Record<string, unknown> } | { ok: false; msg: string };

export const NOTHING_CHANGED_MSG = '没有需要保存的修改';
export const BAD_FIELDS_MSG = '草稿内容格式不正确';

export function themePublish(draft: ThemeDraftDoc): PublishPlan {
  const wanted = themeWanted(draft);
  if (draft.mode === 'new') return { ok: true, name: 'shopTheme.add', args: { themeId: draft.draftId, ...wanted } };
  const changed = changedOf(THEME_COMPARED_FIELDS, wanted, draft.base);
  if (!changed.length) return { ok: false, msg: NOTHING_CHANGED_MSG };
  return {
    ok: true, name: 'shopTheme.update',
    args: { themeId: draft.draftId, baseUpdatedAt: draft.base.updatedAt, changes: Object.fromEntries(changed.map((f) => [f, wanted[f]])) },
  };
}

/** A box is sent whole (every save is a version); an edit carries the version it was made from. */
export function boxPublish(draft: BlindboxDraftDoc): PublishPlan {
  const { fields } = draft;
  const priced = blindboxPriceInput(fields);
  if (!priced.ok) return priced;
  const wanted = boxWanted(draft);
  const args = {
    boxId: draft.draftId, themeId: fields.themeId, name: fields.name, cover: wanted.cover, detailImgs: wanted.detailImgs, price: fields.price.trim(),
    items: priced.value.items, guaranteeDraws: priced.value.guaranteeDraws, guaranteeGoodsId: priced.value.guaranteeGoodsId, purchaseLimit: priced.value.purchaseLimit,
  };
  if (draft.mode === 'new') return { ok: true, name: 'blindbox.add', args };
  if (!changedOf(BOX_COMPARED_FIELDS, wanted, draft.base).length) return { ok: false, msg: NOTHING_CHANGED_MSG };
  return { ok: true, name: 'blindbox.update', args: { ...args, baseVersion: draft.base.version } };
}

/** A 4206 resolved: the host's copy becomes the base; each differing field keeps the owner's value or takes the host's. */
export function resolvedTheme(draft: ThemeDraftDoc, host: Theme, keepMine: readonly string[]): Pick<ThemeDraftDoc, 'fields' | 'media' | 'base'> {
  const keep = new Set(keepMine);
  const hostFields = themeFieldsOf(host);
  const fields: DraftThemeFields = {
    name: keep.has('name') ? draft.fields.name : hostFields.name,
    description: keep.has('description') ? draft.fields.description : hostFields.description,
    goodsIds: keep.has('goodsIds') ? draft.fields.goodsIds : hostFields.goodsIds,
    coverKey: draft.fields.coverKey,
  };
  return { ...resolvedMedia(draft, host, keep, fields), base: themeBaseOf(host) } as Pick<ThemeDraftDoc, 'fields' | 'media' | 'base'>;
}

export function resolvedBox(draft: BlindboxDraftDoc, host: Blindbox, keepMine: readonly string[]): Pick<BlindboxDraftDoc, 'fields' | 'media' | 'base'> {
  const keep = new Set(keepMine);
  const hostFields = boxFieldsOf(host);
  const mine = draft.fields;
  const fields: DraftBlindboxFields = {
    ...mine,
    name: keep.has('name') ? mine.name : hostFields.name,
    themeId: keep.has('themeId') ? mine.themeId : hostFields.themeId,
    price: keep.has('price') ? mine.price : hostFields.price,
    goodsIds: keep.has('items') ? mine.goodsIds : hostFields.goodsIds,
    odds: keep.has('items') ? mine.odds : hostFields.odds,
    guaranteeDraws: keep.has('guaranteeDraws') ? mine.guaranteeDraws : hostFields.guaranteeDraws,
    guaranteeGoodsId: keep.has('guaranteeGoodsId') ? mine.guaranteeGoodsId : hostFields.guaranteeGoodsId,
    purchaseLimit: keep.has('purchaseLimit') ? mine.purchaseLimit : hostFields.purchaseLimit,
  };
  return { ...resolvedMedia(draft, host, keep, fields), base: boxBaseOf(host) } as Pick<BlindboxDraftDoc, 'fields' | 'media' | 'base'>;
}

function resolvedMedia<T extends { coverKey: string }>(
  draft: { fields: { coverKey: string }; media: DraftMedia[] }, host: { cover: string; detailImgs: string[] }, keep: Set<string>, fields: T,
): { fields: T; media: DraftMedia[] } {
  const cover = keep.has('cover') ? draft.media.filter((m) => m.key === draft.fields.coverKey) : doneMedia([host.cover]);
  const details = keep.has('detailImgs') ? draft.media.filter((m) => m.key !== draft.fields.coverKey) : doneMedia(host.detailImgs.filter((u) => u !== host.cover));
  return { fields: { ...fields, coverKey: keep.has('cover') ? draft.fields.coverKey : host.cover }, media: [...cover, ...details] };
}

export type SendPlan = {
  ok: true; name: Extract<PublishPlan, { ok: true }>['name'] | 'shortVideo.add' | 'dynamic.release' | 'shopCoupon.save' | 'companyCoupon.save'; args: Record<string, unknown>; preview: Record<string, unknown> } | { ok: false; msg: string };

/** The mutation that publishes a theme, blind box, short video, dynamic or coupon draft, with its sync-page preview; or why not. */
export function formPlanOf(stored: DraftDoc): SendPlan {
  const bad = { ok: false, msg: BAD_FIELDS_MSG } as const;
  if (stored.form === 'coupon') {
    const draft = asFormDraft(stored, 'coupon');
    return draft ? couponPublish(draft) : bad;
  }
  if (stored.form === 'dynamic') {
    const draft = asFormDraft(stored, 'dynamic');
    return draft ? { ok: true, name: 'dynamic.release', args: dynamicPublish(draft).args, preview: { text: draft.fields.text.trim() } } : bad;
  }
  if (stored.form === 'shortVideo') {
    const draft = asFormDraft(stored, 'shortVideo');
    if (!draft) return bad;
    const plan = shortVideoPublish(draft);
    return plan.ok ? { ok: true, name: 'shortVideo.add', args: plan.args, preview: { name: draft.fields.title.trim() } } : plan;
  }
  const draft = stored.form === 'theme' ? asFormDraft(stored, 'theme') : asFormDraft(stored, 'blindbox');
  if (!draft) return bad;
  const plan = draft.form === 'theme' ? themePublish(draft) : boxPublish(draft);
  return plan.ok ? { ...plan, preview: { name: String(plan.args.name ?? draft.fields.name).trim() } } : plan;
}
