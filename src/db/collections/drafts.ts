import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

/** A picture or video of a draft: its bytes wait in the media store (src/db/media-store.ts) until uploaded. */
export const DraftMediaSchema = z.object({
  key: z.string(),
  slot: z.enum(['img', 'video']),
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

/** The addNewGoods fields as the owner types them (amounts as yuan text, as the contract takes them). */
export const DraftGoodsFieldsSchema = z.object({
  name: z.string(),
  classId: z.string(),
  salePrice: z.string(),
  originalPrice: z.string(),
  stock: z.string(),
  description: z.string(),
  onShelf: z.boolean(),
  /** ordinary, or ip, art, gold, meta with their facts as typed (kindInfo: field → text; src/contract/shop-goods-kinds.ts). */
  kind: z.string().max(16),
  kindInfo: z.record(z.string(), z.string()),
  specs: z.array(DraftSpecSchema),
});
export type DraftGoodsFields = z.infer<typeof DraftGoodsFieldsSchema>;

/**
 * Local-only (docs/decisions/003): a pull never writes a draft. `mode` new publishes with addNewGoods under the
 * draft's own id; edit sends updateGoodsInfo with `base`, the host's values when the edit began (or when the owner
 * last resolved a conflict). `outboxId` is the queued publish, whose entry says 待发布 or 发布失败.
 */
export const DraftDocSchema = z.object({
  id: z.string().max(200),
  draftId: z.string().max(100),
  userId: z.string().max(64),
  mode: z.enum(['new', 'edit']),
  fields: DraftGoodsFieldsSchema,
  base: z.record(z.string(), z.unknown()),
  media: z.array(DraftMediaSchema),
  outboxId: z.string(),
  updatedAt: z.number().int(),
});
export type DraftDoc = z.infer<typeof DraftDocSchema>;

export const draftKey = (userId: string, draftId: string) => `${userId}:${draftId}`;

export const draftsRxSchema = toRxSchema(DraftDocSchema, { primaryKey: 'id', indexes: [['userId', 'updatedAt']], version: 1 });

type DraftDocV0 = Omit<DraftDoc, 'fields'> & { fields: Omit<DraftGoodsFields, 'kind' | 'kindInfo' | 'specs'> };

/** Version 1 added the goods kind, its facts and the properties: drafts kept on a device before are ordinary goods without them. */
export const draftsMigrationStrategies = {
  1: (old: DraftDocV0): DraftDoc => ({ ...old, fields: { ...old.fields, kind: 'ordinary', kindInfo: {}, specs: [] } }),
};
