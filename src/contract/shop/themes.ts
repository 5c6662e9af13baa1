// shop host: a shop's themes and blind boxes (spec §2 shop_manage/shop_themes, shop_blindboxs; spec §7 nfatheme addtheme,
// shopselthemes, shopupdtheme; blindbox shopblindbox, addblindbox). A theme groups the shop's collectibles with a cover
// and detail images. A blind box sells one of its goods at the odds of its table; every change makes a new version
// (the table a buyer pays for is the version they saw), decided by the version the owner edited (4206 when stale).
import { z } from 'zod';
import { BLINDBOX_MAX_ITEMS, guaranteeProblem, oddsProblem, ODDS_TOTAL_BP } from '../../domain/blindbox';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { countField, pageFields, pageOf, yuanAmountField } from '../fields';
import { MAX_STOCK } from './goods';
import { imageUrlsField } from '../platform/upload';

const THEME = '/api/nfatheme/theme';
const BOX = '/api/blindbox/blindbox';
const MAX_BOX_PRICE_FEN = 10_000_000;

const coverField = z.string({ error: '请上传封面图' }).min(1, '请上传封面图').pipe(imageUrlsField.unwrap().element);
const nameField = (label: string) => z.string({ error: `请填写${label}` }).trim().min(2, `${label}至少2个字`).max(30, `${label}不能超过30个字`);
const descriptionField = z.string({ error: '介绍格式不正确' }).trim().max(500, '介绍不能超过500个字').default('');
const goodsIdsField = z.array(clientIdField('商品编号'), { error: '请选择商品' }).min(1, '请至少选择一件商品').max(50, '一个主题最多50件商品')
  .refine((ids) => new Set(ids).size === ids.length, '商品不能重复');

export const ThemeSchema = z.object({
  themeId: z.string(), shopId: z.string(), name: z.string(), cover: z.string(), detailImgs: z.array(z.string()),
  description: z.string(), goodsIds: z.array(z.string()), updatedAt: z.number().int(),
});
export type Theme = z.infer<typeof ThemeSchema>;

const themeFields = { name: nameField('主题名称'), cover: coverField, detailImgs: imageUrlsField, description: descriptionField, goodsIds: goodsIdsField };

export const addTheme = defineCall({
  name: 'shop.addTheme', host: 'shop', method: 'POST', path: `${THEME}/addtheme`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({ themeId: clientIdField('主题编号'), ...themeFields }),
  response: ThemeSchema,
});

export const shopSelThemes = defineCall({
  name: 'shop.shopSelThemes', host: 'shop', method: 'GET', path: `${THEME}/shopselthemes`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object(pageFields),
  response: pageOf(ThemeSchema),
});

/** Changes some fields, refused (4206) when the theme changed since `baseUpdatedAt`. */
export const shopUpdTheme = defineCall({
  name: 'shop.shopUpdTheme', host: 'shop', method: 'POST', path: `${THEME}/shopupdtheme`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({
    themeId: clientIdField('主题编号'), baseUpdatedAt: z.number({ error: '主题版本不正确' }).int('主题版本不正确'),
    changes: z.object(themeFields).partial().strict().refine((c) => Object.keys(c).length > 0, '没有需要保存的修改'),
  }),
  response: ThemeSchema,
});

export const OddsItemSchema = z.object({
  goodsId: z.string(), goodsName: z.string(), goodsImg: z.string(), oddsBp: z.number().int(), valueFen: z.number().int(),
});

export const BlindboxSchema = z.object({
  boxId: z.string(), shopId: z.string(), themeId: z.string(), name: z.string(), cover: z.string(), detailImgs: z.array(z.string()),
  price: z.number().int(), onSale: z.boolean(),
  /** Every change makes a new version; the odds table of each version never changes. */
  version: z.number().int(),
  items: z.array(OddsItemSchema),
  guaranteeDraws: z.number().int().nullable(), guaranteeGoodsId: z.string(),
  purchaseLimit: z.number().int().nullable(),
  updatedAt: z.number().int(),
  /** Ours (issue 17): the goods the box is sold as ('' until 上架销售) and its stock, the boxes left. Optional: answers cached before them. */
  goodsId: z.string().optional(),
  stock: z.number().int().optional(),
});
export type Blindbox = z.infer<typeof BlindboxSchema>;

const oddsRow = z.object({
  goodsId: clientIdField('商品编号'),
  oddsBp: z.number({ error: '概率格式不正确' }).int('概率格式不正确').min(1, '每件商品的概率需在0.01%到100%之间').max(ODDS_TOTAL_BP, '每件商品的概率需在0.01%到100%之间'),
});

const boxFields = z.object({
  themeId: z.string({ error: '主题格式不正确' }).trim().max(64, '主题格式不正确').default(''),
  name: nameField('盲盒名称'), cover: coverField, detailImgs: imageUrlsField,
  price: yuanAmountField('盲盒价格', 1, MAX_BOX_PRICE_FEN),
  items: z.array(oddsRow, { error: '请选择盲盒商品' }).max(BLINDBOX_MAX_ITEMS, `盲盒最多包含${BLINDBOX_MAX_ITEMS}件商品`),
  guaranteeDraws: z.number({ error: '保底抽数格式不正确' }).int('保底抽数格式不正确').min(2, '保底抽数需在2到1000之间').max(1000, '保底抽数需在2到1000之间').nullable().default(null),
  guaranteeGoodsId: z.string({ error: '保底商品格式不正确' }).trim().max(64, '保底商品格式不正确').default(''),
  purchaseLimit: z.number({ error: '限购数量格式不正确' }).int('限购数量格式不正确').min(1, '限购数量需在1到999之间').max(999, '限购数量需在1到999之间').nullable().default(null),
});

/** The same odds and guarantee rules on both sides (domain/blindbox). */
function checkedBox<S extends z.ZodType<z.output<typeof boxFields>>>(schema: S) {
  return schema.superRefine((box, ctx) => {
    const odds = oddsProblem(box.items);
    if (odds) ctx.addIssue({ code: 'custom', message: odds, path: ['items'] });
    const guarantee = guaranteeProblem(box.items, { draws: box.guaranteeDraws, goodsId: box.guaranteeGoodsId });
    if (guarantee) ctx.addIssue({ code: 'custom', message: guarantee, path: ['guaranteeGoodsId'] });
  });
}

export const addBlindbox = defineCall({
  name: 'shop.addBlindbox', host: 'shop', method: 'POST', path: `${BOX}/addblindbox`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: checkedBox(boxFields.extend({ boxId: clientIdField('盲盒编号') })),
  response: BlindboxSchema,
});

/** Ours: a new version of a box; refused (4206) unless `baseVersion` is still the box's version. */
export const updBlindbox = defineCall({
  name: 'shop.updBlindbox', host: 'shop', method: 'POST', path: `${BOX}/shopupdblindbox`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: checkedBox(boxFields.extend({ boxId: clientIdField('盲盒编号'), baseVersion: z.number({ error: '盲盒版本不正确' }).int('盲盒版本不正确').min(1, '盲盒版本不正确') })),
  response: BlindboxSchema,
});

/** Ours: on sale or off. A box sold as a goods (上架销售) is shelved as that goods is (one shelf ticket on); one not yet sold cannot go on sale. */
export const shelfBlindbox = defineCall({
  name: 'shop.shelfBlindbox', host: 'shop', method: 'POST', path: `${BOX}/shopshelfblindbox`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({ boxId: clientIdField('盲盒编号'), onSale: z.boolean({ error: '请选择上架或下架' }) }),
  response: BlindboxSchema,
});

/**
 * Ours (issue 17, 上架销售): sells the box as a goods of kind blindbox at the box's price with `stock` boxes, on the shelf
 * (one shelf ticket), from the version the owner saw (4206 when it changed). Once sold, its stock and shelf are the goods'
 * (shop goods updategoodsinfo and changegoodsshelves); a box already sold is refused (4009).
 */
export const sellBlindbox = defineCall({
  name: 'shop.sellBlindbox', host: 'shop', method: 'POST', path: `${BOX}/shopsellblindbox`, encoding: 'json', role: 'shop', mutating: true, replay: 'outbox',
  request: z.object({
    boxId: clientIdField('盲盒编号'), baseVersion: z.number({ error: '盲盒版本不正确' }).int('盲盒版本不正确').min(1, '盲盒版本不正确'),
    stock: countField('盒数', MAX_STOCK),
  }),
  response: BlindboxSchema,
});

export const shopBlindbox = defineCall({
  name: 'shop.shopBlindbox', host: 'shop', method: 'GET', path: `${BOX}/shopblindbox`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object(pageFields),
  response: pageOf(BlindboxSchema),
});
