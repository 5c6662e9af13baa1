import { z } from 'zod';
import { yuanToFen } from '../../domain/format';
import { isAmount, isDigits } from '../../domain/validators';
import { checkPriceRange } from '../../domain/sort-filter';
import { GoodsKindSchema } from '../entities/goods';
import { pageFields } from '../fields';

// Prices are stored as 32-bit fen; a filter beyond 10,000,000 yuan matches nothing a shop can list.
const MAX_FILTER_FEN = 1_000_000_000;

const text = (label: string, max: number) =>
  z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}不能超过${max}个字`).default('');

const price = (label: string) =>
  z.string({ error: `${label}格式不正确` }).trim().max(12, `${label}格式不正确`)
    .refine((v) => v === '' || isAmount(v), `${label}格式不正确`)
    .refine((v) => v === '' || v.length > 12 || !isAmount(v) || yuanToFen(v) <= MAX_FILTER_FEN, `${label}超出范围`).default('');

const digits = (label: string, max: number) =>
  z.string({ error: `${label}格式不正确` }).trim().max(max, `${label}格式不正确`)
    .refine((v) => v === '' || isDigits(v), `${label}格式不正确`).default('');

/**
 * spec §3 goods filter result as a list call takes it (GoodsFilterSchema with
 * the host's checks): prices in yuan text, the spec §5 range rule enforced.
 */
export const goodsFilterFields = {
  ownGoods: z.enum(['', '0', '1'], { error: '自营筛选不正确' }).default(''),
  age: text('适用年龄', 20),
  locationId: digits('所在地', 12),
  classId: digits('分类编号', 12),
  className: text('分类名称', 30),
  startPrice: price('最低价'),
  endPrice: price('最高价'),
  otherSort: z.enum(['', '00', '01', '02'], { error: '排序方式不正确' }).default(''),
  priceSort: z.enum(['', '00', '01'], { error: '价格排序不正确' }).default(''),
};

export const keywordField = text('搜索关键词', 30);
export const requiredKeyword = z.string({ error: '请输入搜索关键词' }).trim().min(1, '请输入搜索关键词').max(30, '搜索关键词不能超过30个字');
export const goodsKindField = z.union([GoodsKindSchema, z.literal('')], { error: '商品类型不正确' }).default('');

/** spec §5: only one price filled, or the highest below the lowest, is refused with the spec's message. */
export function withPriceRange<T extends z.ZodObject<{ startPrice: z.ZodType<string>; endPrice: z.ZodType<string> }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const v = value as { startPrice: string; endPrice: string };
    const check = checkPriceRange(v.startPrice, v.endPrice);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.msg, path: [check.clearHighest ? 'endPrice' : 'startPrice'] });
  });
}

export const goodsQueryRequest = withPriceRange(z.object({
  ...pageFields,
  ...goodsFilterFields,
  keyword: keywordField,
  goodsKind: goodsKindField,
}));
export type GoodsQuery = z.output<typeof goodsQueryRequest>;

export const GoodsPageSchema = <T extends z.ZodType>(item: T) => z.object({ goodsList: z.array(item), total: z.number().int() });
