import type { StarqDatabase } from '../db/database';
import {
  asFormDraft, DRAFT_FIELDS_SCHEMAS, draftKey, type DraftBlindboxFields, type DraftForm, type DraftGoodsFields, type DraftMedia,
  type DraftCouponFields, type DraftDynamicFields, type DraftShortVideoFields, type DraftThemeFields,
} from '../db/collections/drafts';
import type { MediaStore } from '../db/media-store';
import { recordKey, readRecord } from '../db/records/records';
import type { RecordDoc } from '../db/collections/records';
import type { ShopGoods } from '../contract/shop/goods';
import type { Blindbox, Theme } from '../contract/shop/themes';
import type { ComparedField } from '../domain/goods-draft';
import type { MutateResult } from './engine';
import { baseOf, doneMedia, EMPTY_FIELDS, fieldsOf, goodsPlanOf, type GoodsSendPlan } from './goods-drafts';
import {
  BAD_FIELDS_MSG, boxBaseOf, boxFieldsOf, EMPTY_BOX_FIELDS, EMPTY_THEME_FIELDS, formPlanOf, hostMedia, resolvedBox, resolvedTheme, themeBaseOf,
  themeFieldsOf, type SendPlan,
} from './form-drafts';
import { EMPTY_SHORT_VIDEO_FIELDS } from './short-video-drafts';
import { EMPTY_DYNAMIC_FIELDS } from './dynamic-drafts';
import { emptyCouponFields, startCouponEdit, type CouponOwnerKind } from './coupon-drafts';
import type { ManagedCoupon } from '../contract/orders/coupons';
import { draftsReadyToPublish, markPublishFailed, publishErrorOf, UPLOAD_FAILED_MSG, waitsForUploads } from './publish-after-upload';

export type DraftChange =
  | { op: 'fields'; draftId: string; fields: Partial<DraftGoodsFields>; form?: 'goods' }
  | { op: 'fields'; draftId: string; form: 'theme'; fields: Partial<DraftThemeFields> }
  | { op: 'fields'; draftId: string; form: 'blindbox'; fields: Partial<DraftBlindboxFields> }
  | { op: 'fields'; draftId: string; form: 'shortVideo'; fields: Partial<DraftShortVideoFields> }
  | { op: 'fields'; draftId: string; form: 'dynamic'; fields: Partial<DraftDynamicFields> }
  | { op: 'fields'; draftId: string; form: 'coupon'; fields: Partial<DraftCouponFields> }
  /** 编辑 a coupon nobody has claimed yet (issue 32): its draft starts from the host's copy. */
  | { op: 'editCoupon'; coupon: ManagedCoupon; owner: CouponOwnerKind }
  | { op: 'edit'; goodsId: string }
  /** A theme or blind box the owner opens to change: its draft starts from the host's copy the device last read. */
  | { op: 'editTheme'; theme: Theme }
  | { op: 'editBox'; box: Blindbox }
  /** `cover`: the picture is the theme's or box's cover (it replaces the one before). */
  | { op: 'addMedia'; draftId: string; slot: DraftMedia['slot']; blob: Blob; name: string; form?: DraftForm; cover?: boolean }
  | { op: 'removeMedia'; draftId: string; key: string }
  | { op: 'discard'; draftId: string }
  | { op: 'publish'; draftId: string }
  /** A 4206 refusal resolved: the host's current values become the base, each field keeps the owner's choice. */
  | { op: 'resolve'; draftId: string; host: ShopGoods; keepMine: ComparedField[] }
  | { op: 'resolveTheme'; draftId: string; host: Theme; keepMine: string[] }
  | { op: 'resolveBox'; draftId: string; host: Blindbox; keepMine: string[] };

export type DraftResult = { ok: true; draftId: string } | { ok: false; msg: string };

export interface DraftDeps {
  db: StarqDatabase;
  media: MediaStore | null;
  userId(): string | null;
  now(): number;
  newId(): string;
  mutate(name: Extract<GoodsSendPlan | SendPlan, { ok: true }>['name'], args: Record<string, unknown>, preview: Record<string, unknown>): Promise<MutateResult>;
  dismiss(outboxId: string): Promise<void>;
  /** New media to send: the uploader starts when it can. */
  kickUploads(): void;
}

export const MEDIA_WAITING_MSG = '图片或视频还在上传，上传完成后才能发布';
const EMPTY_FORM_FIELDS: Record<DraftForm, object> = { goods: EMPTY_FIELDS, theme: EMPTY_THEME_FIELDS, blindbox: EMPTY_BOX_FIELDS, shortVideo: EMPTY_SHORT_VIDEO_FIELDS, dynamic: EMPTY_DYNAMIC_FIELDS,
  coupon: emptyCouponFields('shop'),
};
const NO_DRAFT_MSG = '草稿不存在';

/** The owner's drafts: every change is written as typed (the form debounces, spec §9); a pull never touches them. */
export function createDraftActions(deps: DraftDeps) {
  const { db } = deps;
  const queues = new Map<string, Promise<void>>();

  async function find(userId: string, draftId: string) {
    return db.drafts.findOne(draftKey(userId, draftId)).exec();
  }

  /** 新建商品 (主题, 盲盒) writes nothing: the draft appears with its first field or picture, as a draft of its form. */
  async function findOrCreate(userId: string, draftId: string, form: DraftForm) {
    return (await find(userId, draftId)) ?? db.drafts.insert({
      id: draftKey(userId, draftId), draftId, userId, form, mode: 'new', fields: { ...EMPTY_FORM_FIELDS[form] }, base: {}, media: [], outboxId: '', updatedAt: deps.now(),
    });
  }

  async function publish(userId: string, draftId: string): Promise<DraftResult> {
    const doc = await find(userId, draftId);
    if (!doc) return { ok: false, msg: NO_DRAFT_MSG };
    const stored = doc.toMutableJSON();
    const pending = stored.outboxId ? await db.outbox.findOne(stored.outboxId).exec() : null;
    if (pending?.status === 'pending') return { ok: true, draftId };
    if (waitsForUploads(stored)) {
      // Tapped while its media upload (offline, say): it publishes once they are up (publishRequestedDrafts, after each
      // upload pass). A refusal before is replaced by this request.
      if (pending) await deps.dismiss(pending.id);
      await doc.incrementalModify((d) => ({
        ...d, outboxId: pending ? '' : d.outboxId, fields: { ...d.fields, publishRequested: true, publishError: '' }, updatedAt: deps.now(),
      }));
      return { ok: true, draftId };
    }
    if (stored.media.some((m) => m.status === 'failed')) return { ok: false, msg: UPLOAD_FAILED_MSG };
    if (stored.media.some((m) => m.status !== 'done')) return { ok: false, msg: MEDIA_WAITING_MSG };
    const plan = stored.form === 'goods' ? goodsPlanOf(stored) : formPlanOf(stored);
    if (!plan.ok) return plan;
    const result = await deps.mutate(plan.name, plan.args, plan.preview);
    if (!result.ok) return result;
    if (pending) await deps.dismiss(pending.id);
    const cleared = publishErrorOf(stored.fields) ? { fields: { ...stored.fields, publishError: '' } } : {};
    await doc.incrementalPatch({ outboxId: result.id, ...cleared, updatedAt: deps.now() });
    return { ok: true, draftId };
  }

  /** The form's schema checks every write: a draft never holds fields its form cannot read. */
  async function writeFields(userId: string, draftId: string, form: DraftForm, change: Record<string, unknown>): Promise<DraftResult> {
    const doc = await findOrCreate(userId, draftId, form);
    if (doc.form !== form) return { ok: false, msg: BAD_FIELDS_MSG };
    const parsed = DRAFT_FIELDS_SCHEMAS[form].safeParse({ ...doc.fields, ...change });
    if (!parsed.success) return { ok: false, msg: BAD_FIELDS_MSG };
    await doc.incrementalModify((d) => ({ ...d, fields: { ...d.fields, ...change }, updatedAt: deps.now() }));
    return { ok: true, draftId };
  }

  /** An edit of a theme or box starts from the host's copy; a draft already open for it is kept (it may hold unsent work). */
  async function startEdit(userId: string, form: 'theme' | 'blindbox', host: Theme | Blindbox): Promise<DraftResult> {
    const theme = form === 'theme' ? (host as Theme) : null;
    const draftId = theme ? theme.themeId : (host as Blindbox).boxId;
    if (await find(userId, draftId)) return { ok: true, draftId };
    await db.drafts.insert({
      id: draftKey(userId, draftId), draftId, userId, form, mode: 'edit', media: hostMedia(host), outboxId: '', updatedAt: deps.now(),
      fields: theme ? themeFieldsOf(theme) : boxFieldsOf(host as Blindbox), base: theme ? themeBaseOf(theme) : boxBaseOf(host as Blindbox),
    });
    return { ok: true, draftId };
  }

  async function apply(userId: string, change: DraftChange): Promise<DraftResult> {
    switch (change.op) {
      case 'fields':
        return writeFields(userId, change.draftId, change.form ?? 'goods', change.fields);
      case 'editTheme':
        return startEdit(userId, 'theme', change.theme);
      case 'editBox':
        return startEdit(userId, 'blindbox', change.box);
      case 'editCoupon':
        return startCouponEdit(db, userId, change.coupon, change.owner, deps.now());
      case 'edit': {
        if (await find(userId, change.goodsId)) return { ok: true, draftId: change.goodsId };
        const record = await db.records.findOne(recordKey(userId, 'shop.goods', change.goodsId)).exec();
        const row = record ? readRecord('shop.goods', record.toJSON() as RecordDoc) : null;
        if (!row) return { ok: false, msg: '商品不存在' };
        await db.drafts.insert({
          id: draftKey(userId, change.goodsId), draftId: change.goodsId, userId, form: 'goods', mode: 'edit', fields: fieldsOf(row.data), base: baseOf(row.data),
          media: [...doneMedia(row.data.imgs, 'img'), ...doneMedia([row.data.video], 'video'), ...doneMedia(row.data.detailImgs, 'detail')], outboxId: '', updatedAt: deps.now(),
        });
        return { ok: true, draftId: change.goodsId };
      }
      case 'addMedia': {
        if (!deps.media) return { ok: false, msg: '无法保存图片' };
        const key = deps.newId();
        const doc = await findOrCreate(userId, change.draftId, change.form ?? 'goods');
        await deps.media.blobs.put({ key, userId, blob: change.blob, name: change.name, type: change.blob.type, createdAt: deps.now() });
        const entry: DraftMedia = { key, slot: change.slot, status: 'waiting', progress: 0, url: '', mediaId: '', error: '' };
        const replaced: string[] = [];
        await doc.incrementalModify((d) => {
          if (!change.cover) {
            return { ...d, updatedAt: deps.now(), media: change.slot === 'video' ? [...d.media.filter((m) => m.slot !== 'video'), entry] : [...d.media, entry] };
          }
          const before = String(d.fields.coverKey ?? '');
          replaced.push(before);
          return { ...d, updatedAt: deps.now(), fields: { ...d.fields, coverKey: key }, media: [entry, ...d.media.filter((m) => m.key !== before)] };
        });
        await deps.media.blobs.bulkDelete(replaced.filter(Boolean));
        deps.kickUploads();
        return { ok: true, draftId: change.draftId };
      }
      case 'removeMedia': {
        const doc = await find(userId, change.draftId);
        await doc?.incrementalModify((d) => ({ ...d, media: d.media.filter((m) => m.key !== change.key), updatedAt: deps.now() }));
        await deps.media?.blobs.delete(change.key);
        return { ok: true, draftId: change.draftId };
      }
      case 'discard': {
        const doc = await find(userId, change.draftId);
        if (!doc) return { ok: true, draftId: change.draftId };
        const keys = doc.media.map((m) => m.key);
        await doc.remove();
        await deps.media?.blobs.bulkDelete(keys);
        return { ok: true, draftId: change.draftId };
      }
      case 'publish':
        return publish(userId, change.draftId);
      case 'resolveTheme':
      case 'resolveBox': {
        const doc = await find(userId, change.draftId);
        const stored = doc?.toMutableJSON();
        const resolved = !stored ? null : change.op === 'resolveTheme'
          ? (() => { const d = asFormDraft(stored, 'theme'); return d && resolvedTheme(d, change.host, change.keepMine); })()
          : (() => { const d = asFormDraft(stored, 'blindbox'); return d && resolvedBox(d, change.host, change.keepMine); })();
        if (!doc || !resolved) return { ok: false, msg: NO_DRAFT_MSG };
        await doc.incrementalModify((d) => ({ ...d, ...resolved, updatedAt: deps.now() }));
        return publish(userId, change.draftId);
      }
      case 'resolve': {
        const doc = await find(userId, change.draftId);
        if (!doc) return { ok: false, msg: '草稿不存在' };
        const host = fieldsOf(change.host);
        const keep = new Set(change.keepMine);
        await doc.incrementalModify((d) => {
          const fields = { ...d.fields } as DraftGoodsFields;
          for (const f of Object.keys(host) as (keyof DraftGoodsFields)[]) if (!keep.has(f as ComparedField)) (fields as Record<string, unknown>)[f] = host[f];
          const hostMedia = (slot: 'img' | 'detail', urls: string[]) => (keep.has(slot === 'img' ? 'imgs' : 'detailImgs')
            ? d.media.filter((m) => m.slot === slot) : doneMedia(urls, slot));
          const media = [...d.media.filter((m) => m.slot !== 'img' && m.slot !== 'detail'), ...hostMedia('img', change.host.imgs), ...hostMedia('detail', change.host.detailImgs)];
          return { ...d, fields, media, base: baseOf(change.host), updatedAt: deps.now() };
        });
        return publish(userId, change.draftId);
      }
    }
  }

  return {
    change(change: DraftChange): Promise<DraftResult> {
      const userId = deps.userId();
      if (!userId) return Promise.resolve({ ok: false, msg: '当前用户未登录' });
      // One draft's changes run in the order they came: a slow first write (it inserts the draft) must not meet a second
      // that finds no draft and inserts again (losing what it carried), nor a publish that reads the draft before it.
      const key = draftKey(userId, draftIdOf(change));
      const run = (queues.get(key) ?? Promise.resolve()).then(() => apply(userId, change));
      const settled = run.then(() => undefined, () => undefined);
      queues.set(key, settled);
      void settled.then(() => { if (queues.get(key) === settled) queues.delete(key); });
      return run;
    },
    /** Drafts tapped 发布 while their media uploaded: published now that they are all up, once (issues 18, 33). */
    async publishRequestedDrafts(): Promise<void> {
      const userId = deps.userId();
      if (!userId) return;
      for (const draftId of await draftsReadyToPublish(db, userId)) {
        const result = await this.change({ op: 'publish', draftId });
        if (!result.ok) await markPublishFailed(db, userId, draftId, result.msg, deps.now());
      }
    },
    async readBlob(key: string): Promise<Blob | null> {
      return (await deps.media?.blobs.get(key))?.blob ?? null;
    },
  };
}

export type DraftActions = ReturnType<typeof createDraftActions>;

function draftIdOf(change: DraftChange): string {
  if (change.op === 'edit') return change.goodsId;
  if (change.op === 'editTheme') return change.theme.themeId;
  if (change.op === 'editBox') return change.box.boxId;
  if (change.op === 'editCoupon') return change.coupon.templateId;
  return change.draftId;
}
