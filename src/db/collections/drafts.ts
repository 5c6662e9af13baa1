import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

/** A picture or video of a draft: its bytes wait in the media store (src/db/media-store.ts) until uploaded. */
export const DraftMediaSchema = z.object({
  key: z.string(),
  /** `detail`: a goods' detail pictures (goodsDetailImg, issue 31). */
  slot: z.enum(['img', 'video', 'detail']),
  status: z.enum(['waiting', 'done', 'failed']),
  /** Bytes sent, 0–100. */
  progress: z.number(),
  /** The media service's variant URL once uploaded (detail.webp for a picture, video.mp4 for a video). */
  url: z.string(),
  /** Set when the bytes are all on the host; a video's URL comes once the host has made it (media.mediaInfo). */
  mediaId: z.string(),
  error: z.string(),
});
export type DraftMedia = z.infer<typeof DraftMediaSchema>;

/** A property as typed (goodsProSetting): its values as one text, 红/蓝. */
export const DraftSpecSchema = z.object({ name: z.string(), values: z.string() });
export type DraftSpec = z.infer<typeof DraftSpecSchema>;

/** A specification dimension as typed (颜色, 红色/白色/黑色) and one SKU's row as typed (yuan text), keyed by 红色 / M. */
export const DraftDimensionSchema = z.object({ name: z.string(), values: z.string() });
export type DraftDimension = z.infer<typeof DraftDimensionSchema>;
export const DraftSkuRowSchema = z.object({
  salePrice: z.string(), originalPrice: z.string(), stock: z.string(), skuCode: z.string(), onSale: z.boolean(), img: z.string(),
});
export type DraftSkuRow = z.infer<typeof DraftSkuRowSchema>;
/** The goods form's specification table (issue 31); a row stays under its combination while the owner edits the values. */
export const DraftSpecTableSchema = z.object({ dimensions: z.array(DraftDimensionSchema), skus: z.record(z.string(), DraftSkuRowSchema) });
export type DraftSpecTable = z.infer<typeof DraftSpecTableSchema>;

/**
 * 发布 tapped before the draft's pictures or video were up: the engine publishes it once they are (src/sync/
 * publish-after-upload.ts); `publishError` is why that publish could not be queued. Optional: older drafts still read.
 */
function publishMarks() {
  return { publishRequested: z.boolean().optional(), publishError: z.string().optional() };
}

/** The addNewGoods fields as the owner types them (amounts as yuan text, as the contract takes them). */
export const DraftGoodsFieldsSchema = z.object({
  name: z.string(),
  classId: z.string(),
  salePrice: z.string(),
  originalPrice: z.string(),
  stock: z.string(),
  description: z.string(),
  onShelf: z.boolean(),
  /** ordinary, or ip, art, gold, meta with their facts as typed (kindInfo: field → text; src/contract/shop/goods-kinds.ts). */
  kind: z.string().max(16),
  kindInfo: z.record(z.string(), z.string()),
  specs: z.array(DraftSpecSchema),
  /** Drafts kept from before specifications have none (read as no dimensions). */
  specTable: DraftSpecTableSchema.optional(),
  ...publishMarks(),
});
export type DraftGoodsFields = z.infer<typeof DraftGoodsFieldsSchema>;

/** A theme as typed (add_theme, theme_detail_imgs): the cover is one of the draft's pictures, the others are its detail images. */
export const DraftThemeFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  goodsIds: z.array(z.string()),
  /** The media entry (`DraftMedia.key`) that is the cover; '' when none is picked. */
  coverKey: z.string(),
});
export type DraftThemeFields = z.infer<typeof DraftThemeFieldsSchema>;

/** A blind box as typed (add_blindbox, blindbox_detail_imgs, blindbox_price): price in yuan, each goods' odds in percent text. */
export const DraftBlindboxFieldsSchema = z.object({
  name: z.string(),
  themeId: z.string(),
  /** The goods it may contain, in the order the price screen lists them. */
  goodsIds: z.array(z.string()),
  coverKey: z.string(),
  price: z.string(),
  /** goodsId → percent with up to 2 decimals, as typed ("12.5"). */
  odds: z.record(z.string(), z.string()),
  guaranteeDraws: z.string(),
  guaranteeGoodsId: z.string(),
  purchaseLimit: z.string(),
});
export type DraftBlindboxFields = z.infer<typeof DraftBlindboxFieldsSchema>;

/** A short video as typed (live-video/release): its video is the draft's one video entry, its cover the poster the host makes. */
export const DraftShortVideoFieldsSchema = z.object({
  title: z.string(), goodsIds: z.array(z.string()),
  /** 发布 tapped while the video still uploads or is being made: published once it is READY (as dynamics do). */
  ...publishMarks(),
  /** The frame the author chose as the cover: ms into the video of media entry `key` (a video picked since has none). */
  cover: z.object({ key: z.string(), ms: z.number().int().nonnegative() }).nullable().optional(),
});
export type DraftShortVideoFields = z.infer<typeof DraftShortVideoFieldsSchema>;

/** A dynamic as typed (issue 18): its pictures are the draft's media; `publishRequested` publishes it once they are uploaded. */
export const DraftDynamicFieldsSchema = z.object({ text: z.string(), communityId: z.string(), publishRequested: z.boolean(), publishError: z.string().optional() });
export type DraftDynamicFields = z.infer<typeof DraftDynamicFieldsSchema>;

/**
 * A coupon as its owner types it (issue 32, shopCoupon.save / companyCoupon.save): amounts as yuan text, the discount
 * as 折 text (8.5), dates as China days (YYYY-MM-DD), counts as text. `owner` says whose call publishes it.
 */
export const DraftCouponFieldsSchema = z.object({
  owner: z.enum(['shop', 'company']),
  name: z.string(),
  kind: z.enum(['FULL_REDUCTION', 'DIRECT', 'DISCOUNT']),
  scope: z.enum(['PLATFORM', 'SHOP', 'GOODS']),
  goodsIds: z.array(z.string()),
  threshold: z.string(), amount: z.string(), discount: z.string(), cap: z.string(),
  validKind: z.enum(['FIXED', 'DAYS']),
  validFrom: z.string(), validTo: z.string(), validDays: z.string(),
  total: z.string(), perUser: z.string(),
  newUser: z.boolean(),
});
export type DraftCouponFields = z.infer<typeof DraftCouponFieldsSchema>;

/** Which form a draft belongs to; its `fields` are checked by that form's schema when written and when read. */
export const DRAFT_FORMS = ['goods', 'theme', 'blindbox', 'shortVideo', 'dynamic', 'coupon'] as const;
export type DraftForm = (typeof DRAFT_FORMS)[number];
export const DRAFT_FIELDS_SCHEMAS = {
  goods: DraftGoodsFieldsSchema, theme: DraftThemeFieldsSchema, blindbox: DraftBlindboxFieldsSchema, shortVideo: DraftShortVideoFieldsSchema,
  dynamic: DraftDynamicFieldsSchema, coupon: DraftCouponFieldsSchema,
} as const;
export interface DraftFieldsOf {
  goods: DraftGoodsFields; theme: DraftThemeFields; blindbox: DraftBlindboxFields; shortVideo: DraftShortVideoFields; dynamic: DraftDynamicFields;
  coupon: DraftCouponFields;
}

/**
 * Local-only (docs/decisions/003): a pull never writes a draft. `form` says what it drafts (a goods, a theme, a blind
 * box) and `fields` hold that form's fields as typed. `mode` new publishes under the draft's own id (created once); edit
 * sends the change with `base`, the host's values when the edit began (or when the owner last resolved a conflict).
 * `outboxId` is the queued publish, whose entry says 待发布 or 发布失败.
 */
export const DraftDocSchema = z.object({
  id: z.string().max(200),
  draftId: z.string().max(100),
  userId: z.string().max(64),
  form: z.enum(DRAFT_FORMS),
  mode: z.enum(['new', 'edit']),
  fields: z.record(z.string(), z.unknown()),
  base: z.record(z.string(), z.unknown()),
  media: z.array(DraftMediaSchema),
  outboxId: z.string(),
  updatedAt: z.number().int(),
});
/** A stored draft of any form. */
export type DraftDoc = z.infer<typeof DraftDocSchema>;

/** A draft of one form, its fields typed. A goods draft may omit `form` (goods screens build one before it is written). */
export type FormDraftDoc<F extends DraftForm> = Omit<DraftDoc, 'form' | 'fields'> & { fields: DraftFieldsOf[F] }
  & (F extends 'goods' ? { form?: 'goods' } : { form: F });
export type GoodsDraftDoc = FormDraftDoc<'goods'>;
export type ThemeDraftDoc = FormDraftDoc<'theme'>;
export type BlindboxDraftDoc = FormDraftDoc<'blindbox'>;

/** The draft as its form's draft, or null when it is another form's or its fields no longer pass the form's schema. */
export function asFormDraft<F extends DraftForm>(doc: DraftDoc, form: F): FormDraftDoc<F> | null {
  if (doc.form !== form) return null;
  const parsed = DRAFT_FIELDS_SCHEMAS[form].safeParse(doc.fields);
  return parsed.success ? ({ ...doc, fields: parsed.data } as unknown as FormDraftDoc<F>) : null;
}

export const draftKey = (userId: string, draftId: string) => `${userId}:${draftId}`;

export const draftsRxSchema = toRxSchema(DraftDocSchema, { primaryKey: 'id', indexes: [['userId', 'updatedAt']], version: 5 });

type DraftDocV1 = Omit<DraftDoc, 'form' | 'fields'> & { fields: DraftGoodsFields };
type DraftDocV0 = Omit<DraftDocV1, 'fields'> & { fields: Omit<DraftGoodsFields, 'kind' | 'kindInfo' | 'specs'> };

/**
 * Version 1 added the goods kind, its facts and the properties: drafts kept on a device before are ordinary goods without them.
 * Version 2 added `form` (themes and blind boxes are drafted too): every draft kept before is a goods draft, fields untouched.
 */
export const draftsMigrationStrategies = {
  1: (old: DraftDocV0): DraftDocV1 => ({ ...old, fields: { ...old.fields, kind: 'ordinary', kindInfo: {}, specs: [] } }),
  2: (old: DraftDocV1): DraftDoc => ({ ...old, form: 'goods' }),
  /** Version 3 added the shortVideo and dynamic forms: drafts kept before are unchanged. */
  3: (old: DraftDoc): DraftDoc => old,
  /** Version 4 added the coupon form (issue 32): drafts kept before are unchanged. */
  4: (old: DraftDoc): DraftDoc => old,
  /** Version 5 added the detail pictures' media slot (goodsDetailImg, issue 31): drafts kept before have none. */
  5: (old: DraftDoc): DraftDoc => old,
};
