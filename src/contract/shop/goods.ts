// shop host: a shop's own goods (spec §2 shop_manage/shop_goods; spec §7 Goods: shop goods — seashopgoodslistinfo,
// getgoodsdetailinfo, addnewgoods, updategoodsinfo, changegoodsshelves). Writes are outbox mutations: a publish or a
// quick edit made offline is replayed once (its key) and carries the values it was based on, so a goods changed
// elsewhere meanwhile is refused field by field instead of overwritten (RELIABILITY 6).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { GoodsKindSchema } from '../entities/goods';
import { clientIdField } from '../account/address';
import { pageFields, pageOf, wholeNumber, yuanAmountField } from '../fields';
import { imageUrlsField } from '../platform/upload';
import { pullCall, stamp } from '../platform/pull';
import { GoodsSpecSchema, goodsSpecsField, KindInfoInputSchema, KindInfoSchema } from './goods-kinds';
import { EMPTY_SPEC_TABLE, MAX_PRICE_FEN, MAX_STOCK, specTableField, SpecTableSchema } from './goods-skus';

const BASE = '/api/goods/shopgoods';
/** The kinds a shop lists from its workspace in this issue; the other kinds come with their own issues. */
export const EDITABLE_KINDS = ['ordinary', 'ip', 'art', 'gold', 'meta'] as const;
export { MAX_PRICE_FEN, MAX_STOCK } from './goods-skus';

export const ShopGoodsSchema = z.object({
  goodsId: z.string(),
  kind: GoodsKindSchema,
  name: z.string(),
  classId: z.string(),
  salePrice: z.number().int(),
  originalPrice: z.number().int(),
  stock: z.number().int(),
  imgs: z.array(z.string()),
  video: z.string(),
  description: z.string(),
  /** goodsDetailImg: the detail pictures (issue 31); a copy stored before them has none. */
  detailImgs: z.array(z.string()).default([]),
  onShelf: z.boolean(),
  /** Why the goods is off the shelf when the platform took it off (the owner cannot put it back). */
  offShelfReason: z.string(),
  sales: z.number().int(),
  updatedAt: z.number().int(),
  /** The kind's own facts (IP, art, gold, metaverse); null for ordinary goods. Defaults keep copies stored before them readable. */
  kindInfo: KindInfoSchema.nullable().default(null),
  /** goodsProSetting: the goods' properties. */
  specs: z.array(GoodsSpecSchema).default([]),
  /** The specification dimensions and one row per SKU (decision 033); none for a goods sold at one price. */
  specTable: SpecTableSchema.default(EMPTY_SPEC_TABLE),
});
export type ShopGoods = z.infer<typeof ShopGoodsSchema>;

/** The fields a shop owner edits; each is checked the same way wherever it arrives. */
export const goodsFields = {
  name: z.string({ error: '请填写商品名称' }).trim().min(2, '商品名称至少2个字').max(60, '商品名称不能超过60个字'),
  classId: z.string({ error: '请选择商品分类' }).trim().regex(/^\d{2,12}$/, '请选择商品分类'),
  salePrice: yuanAmountField('售价', 1, MAX_PRICE_FEN),
  originalPrice: yuanAmountField('原价', 0, MAX_PRICE_FEN),
  stock: wholeNumber('库存必须是数字', '库存必须是整数').pipe(z.number().min(0, '库存不能为负数').max(MAX_STOCK, `库存不能超过${MAX_STOCK}`)),
  imgs: imageUrlsField.unwrap().min(1, '请至少上传一张商品图片'),
  video: z.union([z.literal(''), z.string().regex(/^\/media\/m\/[A-Za-z0-9_-]{8,64}\/video\.mp4$/, '商品视频格式不正确')], { error: '商品视频格式不正确' }),
  description: z.string({ error: '商品详情格式不正确' }).trim().max(2000, '商品详情不能超过2000个字'),
  detailImgs: imageUrlsField.unwrap(),
  kindInfo: KindInfoInputSchema,
  specs: goodsSpecsField,
  specTable: specTableField,
};
export type GoodsFieldName = keyof typeof goodsFields;
export const GOODS_FIELD_LABELS: Record<GoodsFieldName | 'onShelf', string> = {
  name: '商品名称', classId: '商品分类', salePrice: '售价', originalPrice: '原价', stock: '库存', imgs: '商品图片', video: '商品视频',
  description: '商品详情', detailImgs: '商品详情图片', kindInfo: '商品类型信息', specs: '商品属性', specTable: '商品规格', onShelf: '上架状态',
};

const goodsIdField = clientIdField('商品编号');
/** Values as the owner last saw them (base) or wants them (changes): any subset of the editable fields. */
const partialFields = z.object(goodsFields).partial().strict();
const baseFields = z.object({
  name: z.string(), classId: z.string(), salePrice: z.number().int(), originalPrice: z.number().int(), stock: z.number().int(),
  imgs: z.array(z.string()), video: z.string(), description: z.string(), detailImgs: z.array(z.string()), kindInfo: KindInfoSchema.nullable(), specs: z.array(GoodsSpecSchema),
  specTable: SpecTableSchema,
}).partial().strict();

const pageRequest = z.object({
  ...pageFields,
  keyword: z.string({ error: '搜索关键词格式不正确' }).trim().max(30, '搜索关键词不能超过30个字').default(''),
  kind: z.union([z.enum(EDITABLE_KINDS), z.literal('')], { error: '商品类型不正确' }).default(''),
  shelf: z.enum(['', 'on', 'off'], { error: '上架状态不正确' }).default(''),
  stock: z.enum(['', 'out', 'low'], { error: '库存筛选不正确' }).default(''),
});

export const shopGoodsList = defineCall({
  name: 'shop.shopGoodsList', host: 'shop', method: 'GET', path: `${BASE}/seashopgoodslistinfo`, encoding: 'query', role: 'shop', mutating: false,
  request: pageRequest,
  response: pageOf(ShopGoodsSchema),
});

export const shopGoodsDetail = defineCall({
  name: 'shop.shopGoodsDetail', host: 'shop', method: 'GET', path: `${BASE}/getgoodsdetailinfo`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({ goodsId: goodsIdField }),
  response: ShopGoodsSchema,
});

/** Publishes a draft: the goods id is the draft's own, so a publish is created once whatever the retries. */
export const addNewGoods = defineCall({
  name: 'shop.addNewGoods', host: 'shop', method: 'POST', path: `${BASE}/addnewgoods`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({
    goodsId: goodsIdField, kind: z.enum(EDITABLE_KINDS, { error: '商品类型不正确' }).default('ordinary'), ...goodsFields,
    video: goodsFields.video.default(''), description: goodsFields.description.default(''), detailImgs: goodsFields.detailImgs.default([]), onShelf: z.boolean().default(false),
    kindInfo: KindInfoInputSchema.optional(), specs: goodsSpecsField.default([]), specTable: specTableField.default({ dimensions: [], skus: [] }),
  }).superRefine((v, ctx) => {
    // An IP, art, gold or metaverse goods needs its facts; an ordinary one has none (docs/decisions/006).
    if (v.kind !== 'ordinary' && !v.kindInfo) ctx.addIssue({ code: 'custom', message: '请填写商品类型信息', path: ['kindInfo'] });
    if (v.kindInfo && v.kindInfo.kind !== v.kind) ctx.addIssue({ code: 'custom', message: '商品类型信息与商品类型不符', path: ['kindInfo'] });
  }),
  response: ShopGoodsSchema,
});

/** Changes some fields, refused (4206) when a field it changes is no longer what the owner saw (`base`). */
export const updateGoodsInfo = defineCall({
  name: 'shop.updateGoodsInfo', host: 'shop', method: 'POST', path: `${BASE}/updategoodsinfo`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({ goodsId: goodsIdField, base: baseFields, changes: partialFields })
    .refine((v) => Object.keys(v.changes).length > 0, { message: '没有需要保存的修改', path: ['changes'] }),
  response: ShopGoodsSchema,
});

/** Puts goods on the shelf (one shelf ticket, docs/decisions/009) or takes it off (free). */
export const changeGoodsShelves = defineCall({
  name: 'shop.changeGoodsShelves', host: 'shop', method: 'POST', path: `${BASE}/changegoodsshelves`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({ goodsId: goodsIdField, onShelf: z.boolean({ error: '请选择上架或下架' }) }),
  response: ShopGoodsSchema,
});

export const pullShopGoods = pullCall('shop', 'shop-goods', 'pullShopGoods', ShopGoodsSchema.extend(stamp), 'shop');
