// shop host: what a shop owner tells about an IP, art, gold or metaverse goods (spec §2 shop_manage/shop_goods: add_ip_goods
// and the art, gold and metaverse screens) and a goods' properties (goodsProSetting). One rule for the form and the host
// (spec §5); the host keeps both in goods.extra, where the buyer's kind detail calls read them (entities/goods-kinds.ts).
import { z } from 'zod';
import { GoodsSpecSchema } from '../entities/goods';
import { ArtInfoSchema, GoldInfoSchema, IpInfoSchema, MetaInfoSchema } from '../entities/goods-kinds';

export const INFO_KINDS = ['ip', 'art', 'gold', 'meta'] as const;
export type InfoKind = (typeof INFO_KINDS)[number];

export const ART_YEAR_MIN = 1000;
export const ART_YEAR_MAX = 2100;
export const MAX_WEIGHT_GRAMS = 100_000;
export const MAX_SPECS = 5;
export const MAX_SPEC_VALUES = 10;

/** Each kind's fields in form order, with the label its messages use. */
export const KIND_INFO_FIELDS = {
  ip: { ipName: 'IP名称', license: '授权编号' },
  art: { artist: '作者', year: '创作年份', material: '材质' },
  gold: { weightGrams: '克重（克）', purity: '成色' },
  meta: { world: '所属元宇宙', parcel: '地块编号' },
} as const satisfies Record<InfoKind, Record<string, string>>;
export type KindInfoKey<K extends InfoKind = InfoKind> = keyof (typeof KIND_INFO_FIELDS)[K] & string;

function textField(label: string, max: number) {
  return z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字`);
}

/** A number the owner types (or a caller sends as a JSON number), read only if its text matches `pattern`. */
function typedNumber(label: string, pattern: RegExp, bad: string) {
  return z.union([z.number(), z.string()], { error: `请填写${label}` }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') ctx.addIssue({ code: 'custom', message: `请填写${label}` });
    else if (!pattern.test(text)) ctx.addIssue({ code: 'custom', message: bad });
    else return Number(text);
    return z.NEVER;
  });
}

const yearField = typedNumber('创作年份', /^\d{1,4}$/, '创作年份须为整数')
  .pipe(z.number().min(ART_YEAR_MIN, `创作年份须在${ART_YEAR_MIN}到${ART_YEAR_MAX}年之间`).max(ART_YEAR_MAX, `创作年份须在${ART_YEAR_MIN}到${ART_YEAR_MAX}年之间`));
/** Grams with at most 2 decimals (0.01 g): a 2-decimal number survives JSON exactly, so stored and compared values agree. */
const weightField = typedNumber('克重', /^\d{1,6}(\.\d{1,2})?$/, '克重须为数字，最多两位小数')
  .pipe(z.number().gt(0, '克重须大于0').max(MAX_WEIGHT_GRAMS, `克重不能超过${MAX_WEIGHT_GRAMS}克`));

/** kindInfo as sent: tagged with its kind, so it is checked on its own (an update carries no kind). Keys in the stored order. */
export const KindInfoInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ip'), ipName: textField('IP名称', 30), license: textField('授权编号', 60) }),
  z.object({ kind: z.literal('art'), artist: textField('作者', 30), year: yearField, material: textField('材质', 30) }),
  z.object({ kind: z.literal('gold'), weightGrams: weightField, purity: textField('成色', 20) }),
  z.object({ kind: z.literal('meta'), world: textField('所属元宇宙', 30), parcel: textField('地块编号', 40) }),
], { error: '商品类型信息不正确' });

/** kindInfo as the host answers it: the buyer-side schemas with the kind first (the same key order as the input's output). */
export const KindInfoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ip'), ...IpInfoSchema.shape }),
  z.object({ kind: z.literal('art'), ...ArtInfoSchema.shape }),
  z.object({ kind: z.literal('gold'), ...GoldInfoSchema.shape }),
  z.object({ kind: z.literal('meta'), ...MetaInfoSchema.shape }),
]);
export type KindInfo = z.infer<typeof KindInfoSchema>;

export function isInfoKind(kind: string): kind is InfoKind {
  return (INFO_KINDS as readonly string[]).includes(kind);
}

/** The stored facts of a goods as its kindInfo (null for kinds without, or facts that do not fit). */
export function readKindInfo(kind: string, extra: unknown): KindInfo | null {
  if (!isInfoKind(kind)) return null;
  const parsed = KindInfoSchema.safeParse({ ...(extra as object), kind });
  return parsed.success ? parsed.data : null;
}

/** One property (颜色: 红/蓝): descriptive only, no price or stock of its own. */
export const GoodsSpecInputSchema = z.object({
  name: z.string({ error: '请填写属性名' }).trim().min(1, '请填写属性名').max(10, '属性名不能超过10个字'),
  values: z.array(z.string({ error: '属性值格式不正确' }).trim().min(1, '属性值不能为空').max(20, '属性值不能超过20个字'), { error: '请填写属性值' })
    .min(1, '每个属性至少填写一个值').max(MAX_SPEC_VALUES, `每个属性最多${MAX_SPEC_VALUES}个值`),
}).refine((spec) => new Set(spec.values).size === spec.values.length, { message: '同一属性的值不能重复', path: ['values'] });

export const goodsSpecsField = z.array(GoodsSpecInputSchema, { error: '商品属性格式不正确' })
  .max(MAX_SPECS, `最多${MAX_SPECS}个商品属性`)
  .refine((specs) => new Set(specs.map((s) => s.name)).size === specs.length, '属性名不能重复');

export { GoodsSpecSchema };
export type { GoodsSpec } from '../entities/goods';

/** The values as the owner types them on a phone: 红/蓝, 红、蓝, 红，蓝 or 红 蓝. */
export function splitSpecValues(text: string): string[] {
  return text.split(/[/、,，\s]+/).map((v) => v.trim()).filter(Boolean);
}
