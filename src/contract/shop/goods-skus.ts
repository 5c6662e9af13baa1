// The shop's specification table (issue 31, docs/decisions/033): up to 3 dimensions of up to 20 values, and one row per
// combination with its own price, stock and picture. Sent as the goods form's `specTable` field (addnewgoods,
// updategoodsinfo), so a draft publishes it and a quick edit is checked against what the owner saw, like any field.
import { z } from 'zod';
import { GoodsDimensionSchema, GoodsSkuSchema } from '../entities/goods';
import { wholeNumber, yuanAmountField } from '../fields';
import { imageUrlField } from '../platform/upload';

export const MAX_DIMENSIONS = 3;
export const MAX_DIMENSION_VALUES = 20;
/** 20 × 20 × 20 combinations would be 8000 rows on a phone: a goods sells at most this many. */
export const MAX_SKUS = 400;
export const MAX_STOCK = 999_999;
export const MAX_PRICE_FEN = 100_000_000;

/** 红色 / M: how a combination reads on every screen and in every order line. */
export const specTextOf = (choice: string[]) => choice.join(' / ');

/** Every combination of the dimensions' values, in the dimensions' order (the first dimension varies slowest). */
export function combinationsOf(dimensions: { values: string[] }[]): string[][] {
  return dimensions.reduce<string[][]>((combos, d) => combos.flatMap((c) => d.values.map((v) => [...c, v])), dimensions.length ? [[]] : []);
}

const DimensionInputSchema = z.object({
  name: z.string({ error: '请填写规格名' }).trim().min(1, '请填写规格名').max(10, '规格名不能超过10个字'),
  values: z.array(z.string({ error: '规格值格式不正确' }).trim().min(1, '规格值不能为空').max(20, '规格值不能超过20个字'), { error: '请填写规格值' })
    .min(1, '每个规格至少填写一个值').max(MAX_DIMENSION_VALUES, `每个规格最多${MAX_DIMENSION_VALUES}个值`),
}).refine((d) => new Set(d.values).size === d.values.length, { message: '同一规格的值不能重复', path: ['values'] });

const SkuInputSchema = z.object({
  choice: z.array(z.string({ error: '规格值格式不正确' }).trim().max(20, '规格值不能超过20个字'), { error: '规格组合格式不正确' }).max(MAX_DIMENSIONS, '规格组合格式不正确'),
  salePrice: yuanAmountField('规格售价', 1, MAX_PRICE_FEN),
  originalPrice: yuanAmountField('规格原价', 0, MAX_PRICE_FEN).default(0),
  stock: wholeNumber('规格库存必须是数字', '规格库存必须是整数').pipe(z.number().min(0, '规格库存不能为负数').max(MAX_STOCK, `规格库存不能超过${MAX_STOCK}`)),
  img: z.union([z.literal(''), imageUrlField('规格图片格式不正确')], { error: '规格图片格式不正确' }).default(''),
  skuCode: z.string({ error: '规格编码格式不正确' }).trim().max(40, '规格编码不能超过40个字').default(''),
  onSale: z.boolean({ error: '规格上下架格式不正确' }).default(true),
});

/** The form's table; every combination needs its row (price and stock), and the host says which one lacks it. */
export const specTableField = z.object({
  dimensions: z.array(DimensionInputSchema, { error: '规格格式不正确' }).max(MAX_DIMENSIONS, `最多${MAX_DIMENSIONS}个规格`),
  skus: z.array(SkuInputSchema, { error: '规格组合格式不正确' }).max(MAX_SKUS, `规格组合不能超过${MAX_SKUS}个`),
}).superRefine((table, ctx) => {
  if (new Set(table.dimensions.map((d) => d.name)).size !== table.dimensions.length) ctx.addIssue({ code: 'custom', message: '规格名不能重复', path: ['dimensions'] });
  const combos = combinationsOf(table.dimensions);
  if (combos.length > MAX_SKUS) ctx.addIssue({ code: 'custom', message: `规格组合不能超过${MAX_SKUS}个`, path: ['dimensions'] });
  const seen = new Set<string>();
  for (const sku of table.skus) {
    const known = sku.choice.length === table.dimensions.length && sku.choice.every((v, i) => table.dimensions[i]!.values.includes(v));
    const key = specTextOf(sku.choice);
    if (!known) ctx.addIssue({ code: 'custom', message: `规格组合「${key}」不在规格值中`, path: ['skus'] });
    else if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `规格组合「${key}」重复`, path: ['skus'] });
    seen.add(key);
  }
  const missing = combos.map(specTextOf).filter((key) => !seen.has(key));
  if (missing.length) {
    const named = missing.slice(0, 3).map((k) => `「${k}」`).join('、');
    ctx.addIssue({ code: 'custom', message: `规格${named}${missing.length > 3 ? `等${missing.length}个组合` : ''}未填写售价和库存`, path: ['skus'] });
  }
});
export type SpecTableInput = z.output<typeof specTableField>;

/** The table as the host keeps it: each row with its SKU id (kept for a combination that stays), money in fen. */
export const SpecTableSchema = z.object({
  dimensions: z.array(GoodsDimensionSchema),
  skus: z.array(GoodsSkuSchema.extend({ skuCode: z.string(), sales: z.number().int() })),
});
export type SpecTable = z.infer<typeof SpecTableSchema>;
export const EMPTY_SPEC_TABLE: SpecTable = { dimensions: [], skus: [] };
