// shop host, company role: the platform's finance figures from the ledger, the platform's share (company-wide and per
// shop) and the platform company's own details (spec §2 company_manage: finance, finance_scale, company/*,
// shop_finance_scale; spec §7 Company management: scale settings, finance). Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { FINANCE_FIGURES, FINANCE_WINDOW, FINANCE_WINDOW_MAX, SCALE_MAX_BP, type FinanceFigure } from '../../domain/company-finance';
import { defineCall } from '../define-call';
import { mobileField, pageFields, wholeNumber } from '../fields';

const FINANCE = '/api/company/finance';
const COMPANY = '/api/company/company';

const shopIdField = z.string({ error: '店铺编号格式不正确' }).trim().max(64, '店铺编号格式不正确');
const reasonField = z.string({ error: '备注格式不正确' }).trim().max(100, '备注不能超过100个字').default('');

/**
 * Sets the platform's share of completed orders in basis points: the company-wide value (shopId '') or one shop's.
 * It applies to orders paid from now on; an order already paid settles at the value in force when it was paid.
 */
export const companyFinanceScale = defineCall({
  name: 'shop.companyFinanceScale', host: 'shop', method: 'POST', path: `${FINANCE}/scale`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({
    shopId: shopIdField.default(''),
    rateBp: wholeNumber('分成比例必须是数字', '分成比例必须是整数').pipe(z.number().min(0, '分成比例不能为负').max(SCALE_MAX_BP, '分成比例不能超过100%')),
    reason: reasonField,
  }),
  response: z.object({ shopId: z.string(), rateBp: z.number().int(), effectiveAt: z.number().int() }),
});

export const ScaleChangeSchema = z.object({
  id: z.number().int(),
  shopId: z.string(),
  rateBp: z.number().int(),
  effectiveAt: z.number().int(),
  adminName: z.string(),
});

/** The value in force now and its history, company-wide (shopId '') or for one shop. */
export const companyFinanceScales = defineCall({
  name: 'shop.companyFinanceScales', host: 'shop', method: 'GET', path: `${FINANCE}/scales`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({ shopId: shopIdField.default('') }),
  response: z.object({
    shopId: z.string(),
    shopName: z.string(),
    companyRateBp: z.number().int(),
    /** The shop's own value in force, null when it follows the company-wide one. */
    ownRateBp: z.number().int().nullable(),
    effectiveRateBp: z.number().int(),
    history: z.array(ScaleChangeSchema),
  }),
});

export const ShopScaleSchema = z.object({
  shopId: z.string(), shopName: z.string(), ownRateBp: z.number().int().nullable(), effectiveRateBp: z.number().int(),
});

/** Shops with the share each pays; a keyword finds a shop by name or number. */
export const companyShopScales = defineCall({
  name: 'shop.companyShopScales', host: 'shop', method: 'GET', path: `${FINANCE}/shopscales`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({ ...pageFields, keyword: z.string({ error: '搜索关键词格式不正确' }).trim().max(30, '搜索关键词不能超过30个字').default('') }),
  response: z.object({ list: z.array(ShopScaleSchema), total: z.number().int(), companyRateBp: z.number().int() }),
});

const figures = Object.fromEntries(Object.keys(FINANCE_FIGURES).map((k) => [k, z.number().int()])) as Record<FinanceFigure, z.ZodNumber>;
export const FinanceRowSchema = z.object({ date: z.string(), ...figures });

/** The platform's money by day or by month, every figure a sum of ledger entries (fen). */
export const companyFinanceFigures = defineCall({
  name: 'shop.companyFinanceFigures', host: 'shop', method: 'GET', path: `${FINANCE}/figures`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({
    period: z.enum(['day', 'month'], { error: '统计周期不正确' }).default('day'),
    count: wholeNumber('统计期数必须是数字', '统计期数必须是整数').pipe(z.number().min(1, '统计期数至少为1').max(FINANCE_WINDOW_MAX.day, `统计期数不能超过${FINANCE_WINDOW_MAX.day}`)).default(FINANCE_WINDOW.day),
  }).refine((v) => v.period === 'day' || v.count <= FINANCE_WINDOW_MAX.month, { message: `按月统计不能超过${FINANCE_WINDOW_MAX.month}个月`, path: ['count'] }),
  response: z.object({
    period: z.enum(['day', 'month']),
    rows: z.array(FinanceRowSchema),
    totals: FinanceRowSchema,
    /** Paid orders not yet settled: the escrow account's balance now. */
    unsettled: z.number().int(),
    /** The platform's revenue account's balance now. */
    revenueBalance: z.number().int(),
    asOf: z.number().int(),
  }),
});

export const CompanyInfoSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  updatedAt: z.number().int(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

export const companyInfo = defineCall({
  name: 'shop.companyInfo', host: 'shop', method: 'GET', path: `${COMPANY}/info`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({}),
  response: CompanyInfoSchema,
});

/** Refused when another administrator saved since `baseUpdatedAt` (never a silent overwrite). */
export const companyEdit = defineCall({
  name: 'shop.companyEdit', host: 'shop', method: 'POST', path: `${COMPANY}/edit`, encoding: 'json', role: 'company', mutating: true,
  request: z.object({
    name: z.string({ error: '请填写公司名称' }).trim().min(2, '公司名称至少2个字').max(40, '公司名称不能超过40个字'),
    contactName: z.string({ error: '请填写联系人' }).trim().min(1, '请填写联系人').max(20, '联系人不能超过20个字'),
    contactPhone: mobileField,
    address: z.string({ error: '请填写公司地址' }).trim().min(4, '公司地址至少4个字').max(100, '公司地址不能超过100个字'),
    baseUpdatedAt: wholeNumber('修改前的版本不正确', '修改前的版本不正确').pipe(z.number().min(0, '修改前的版本不正确')),
  }),
  response: CompanyInfoSchema,
});
