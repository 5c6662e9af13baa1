import { z } from 'zod';
import { AFTER_SALES_KINDS } from '../../domain/after-sales';
import { OrderGroupSchema } from './cart';
import { AfterSalesStatusSchema, OrderStatusSchema } from './statuses';

/** The fill-in order: spec §3 order groups with prices re-read on the host, plus what the buyer chose. */
export const FillInGroupSchema = OrderGroupSchema.extend({
  goodsTotal: z.number().int(),
  expressFee: z.number().int(),
  /** 税费 of the shop order's 海外直邮 lines (domain/cross-border-tax.ts, decision 037); 0 without them. */
  taxFee: z.number().int().default(0),
});
export type FillInGroup = z.infer<typeof FillInGroupSchema>;

export const OrderLineSchema = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  /** The SKU and its text as bought (decision 033); defaults for orders a device kept from before. */
  skuId: z.string().default(''),
  specText: z.string().default(''),
  price: z.number().int(),
  num: z.number().int(),
  /** The line's id (a refund of one line names it), the coupons' share of it and what was refunded for it (issue 32). */
  lineId: z.number().int().default(0),
  discount: z.number().int().default(0),
  refunded: z.number().int().default(0),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSummarySchema = z.object({
  orderId: z.string(),
  checkoutId: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  shopLogo: z.string(),
  status: OrderStatusSchema,
  goodsTotal: z.number().int(),
  expressFee: z.number().int(),
  total: z.number().int(),
  /** What coupons took off goodsTotal + expressFee (issue 32); total is after it. */
  couponDiscount: z.number().int().default(0),
  /** 税费 of 海外直邮 goods (decision 037), included in total; 订购人 masked (张* 1****************X), '' without them. */
  taxFee: z.number().int().default(0),
  ordererMasked: z.string().default(''),
  /** An order of a group goods: a seat of a group ('group', 拼团) or bought alone ('alone', 单独购买); '' for other goods (issue 34). */
  buyMode: z.enum(['', 'group', 'alone']).default(''),
  /** The points an integral goods order costs (issue 17; total is then 0): shown as 积分, never as ¥0.00 (issue 34.12). */
  points: z.number().int().default(0),
  refunded: z.number().int(),
  evaluated: z.boolean(),
  /**
   * Virtual goods only (domain/kind-buy VIRTUAL_KINDS): no address or express fee, completed when paid (issued).
   * Defaults for what a device kept from before (a shop's order records are read through this schema).
   */
  virtual: z.boolean().default(false),
  lines: z.array(OrderLineSchema),
  createdAt: z.number().int(),
  payDeadline: z.number().int(),
  /** The open after-sales request on this order, if any. */
  afterSalesId: z.string().nullable(),
  afterSalesStatus: AfterSalesStatusSchema.nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  /** A virtual order's is empty: nothing is sent. */
  address: z.object({ name: z.string(), phone: z.string(), regionName: z.string(), detail: z.string() }),
  invoice: z.object({
    invoiceType: z.string(), titleType: z.string(), title: z.string(), taxNo: z.string(), email: z.string(),
  }).nullable(),
  remark: z.string(),
  expressCompany: z.string(),
  expressNo: z.string(),
  cancelReason: z.string(),
  paidAt: z.number().int().nullable(),
  deliveredAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
  cancelledAt: z.number().int().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const AfterSalesLogSchema = z.object({
  actor: z.string(),
  action: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  note: z.string(),
  createdAt: z.number().int(),
});

export const AfterSalesSchema = z.object({
  afterSalesId: z.string(),
  orderId: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  kind: z.enum(AFTER_SALES_KINDS),
  status: AfterSalesStatusSchema,
  reason: z.string(),
  description: z.string(),
  amount: z.number().int(),
  images: z.array(z.string()),
  returnExpressCompany: z.string(),
  returnExpressNo: z.string(),
  /** The exchange's new parcel, shipped by the shop. */
  redeliveryExpressCompany: z.string(),
  redeliveryExpressNo: z.string(),
  lines: z.array(OrderLineSchema),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  logs: z.array(AfterSalesLogSchema),
});
export type AfterSales = z.infer<typeof AfterSalesSchema>;
