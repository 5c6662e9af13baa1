import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { goods, shops, users } from './core';
import { ms } from './time';

export interface AddressSnapshot {
  name: string;
  phone: string;
  regionName: string;
  detail: string;
}

export interface InvoiceSnapshot {
  invoiceType: string;
  titleType: string;
  title: string;
  taxNo: string;
  email: string;
}

/**
 * One order per shop per checkout (spec §3 order group). Money is integer fen.
 * pay_deadline is when an unpaid order is cancelled and its stock released.
 */
export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  checkoutId: text('checkout_id').notNull(),
  userId: text('user_id').notNull().references(() => users.id),
  shopId: text('shop_id').notNull().references(() => shops.id),
  status: text('status').notNull(),
  goodsTotal: integer('goods_total').notNull(),
  expressFee: integer('express_fee').notNull(),
  total: integer('total').notNull(),
  refunded: integer('refunded').notNull().default(0),
  /** Virtual goods only (domain/kind-buy VIRTUAL_KINDS): issued when paid, so no address (an empty snapshot), no express fee. */
  virtual: boolean('virtual').notNull().default(false),
  address: jsonb('address').$type<AddressSnapshot>().notNull(),
  invoice: jsonb('invoice').$type<InvoiceSnapshot | null>(),
  remark: text('remark').notNull().default(''),
  expressCompany: text('express_company').notNull().default(''),
  expressNo: text('express_no').notNull().default(''),
  cancelReason: text('cancel_reason').notNull().default(''),
  /** 'buyer' or 'timeout': only a timeout's cancel may be revived by a late payment (RELIABILITY 20). */
  cancelledBy: text('cancelled_by').notNull().default(''),
  payNo: text('pay_no'),
  stockReleased: boolean('stock_released').notNull().default(false),
  evaluated: boolean('evaluated').notNull().default(false),
  deletedByUser: boolean('deleted_by_user').notNull().default(false),
  payDeadline: ms('pay_deadline').notNull(),
  createdAt: ms('created_at').notNull(),
  paidAt: ms('paid_at'),
  deliveredAt: ms('delivered_at'),
  completedAt: ms('completed_at'),
  /** When the paid amount went to the shop and the platform's share to revenue (docs/decisions/009). */
  settledAt: ms('settled_at'),
  platformShare: integer('platform_share').notNull().default(0),
  /** The agent whose link sold this order, the rate agreed when it was ordered, and what settlement paid them. */
  agentUserId: text('agent_user_id'),
  agentGoodsId: text('agent_goods_id'),
  agentRateBp: integer('agent_rate_bp').notNull().default(0),
  agentCommission: integer('agent_commission').notNull().default(0),
  /** Coupons (issue 32): what they took off (total is after it), the platform-funded part, and what settlement paid the shop for that part. */
  couponDiscount: integer('coupon_discount').notNull().default(0),
  platformDiscount: integer('platform_discount').notNull().default(0),
  couponSubsidy: integer('coupon_subsidy').notNull().default(0),
  /** 税费 of the order's 海外直邮 lines (decision 037; total includes it) and its 订购人, sealed, with the masked text shown. */
  taxFee: integer('tax_fee').notNull().default(0),
  ordererNameSealed: text('orderer_name_sealed'),
  ordererIdSealed: text('orderer_id_sealed'),
  ordererMasked: text('orderer_masked').notNull().default(''),
  cancelledAt: ms('cancelled_at'),
  /** Bumped by every change that alters what the buyer's order shows (after-sales steps included): the pull carries it. */
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('orders_user_idx').on(t.userId, t.createdAt, t.id),
  index('orders_user_status_idx').on(t.userId, t.status, t.createdAt, t.id).where(sql`not ${t.deletedByUser}`),
  index('orders_paid_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
  index('orders_shop_idx').on(t.shopId, t.createdAt),
  index('orders_unpaid_idx').on(t.status, t.payDeadline),
  index('orders_checkout_idx').on(t.checkoutId),
  index('orders_pull_idx').on(t.userId, t.updatedAt, t.id),
  index('orders_shop_pull_idx').on(t.shopId, t.updatedAt, t.id),
  index('orders_agent_idx').on(t.agentUserId, t.agentGoodsId).where(sql`${t.agentUserId} is not null`),
]);

/** Lines keep the price and name the buyer paid for, whatever the goods become later. */
export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id),
  /** Coupons' share of this line (its platform-funded part) and what was refunded for it: a line refund returns what it cost. */
  discount: integer('discount').notNull().default(0),
  platformDiscount: integer('platform_discount').notNull().default(0),
  refunded: integer('refunded').notNull().default(0),
  goodsId: text('goods_id').notNull().references(() => goods.id),
  goodsName: text('goods_name').notNull(),
  goodsImg: text('goods_img').notNull(),
  /** The SKU and its text as bought: the shop ships it, after-sales and evaluations show it (decision 033). */
  skuId: text('sku_id').notNull().default(''),
  specText: text('spec_text').notNull().default(''),
  price: integer('price').notNull(),
  num: integer('num').notNull(),
}, (t) => [index('order_lines_order_idx').on(t.orderId)]);

/** An after-sales request covers one order; kind is REFUND_ONLY, RETURN_REFUND or EXCHANGE (domain/after-sales). */
export const afterSales = pgTable('after_sales', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id),
  userId: text('user_id').notNull().references(() => users.id),
  shopId: text('shop_id').notNull().references(() => shops.id),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull(),
  description: text('description').notNull().default(''),
  amount: integer('amount').notNull(),
  /** A refund of one line (order_lines.id), or null for the order. */
  lineId: integer('line_id'),
  images: jsonb('images').$type<string[]>().notNull(),
  returnExpressCompany: text('return_express_company').notNull().default(''),
  returnExpressNo: text('return_express_no').notNull().default(''),
  redeliveryExpressCompany: text('redelivery_express_company').notNull().default(''),
  redeliveryExpressNo: text('redelivery_express_no').notNull().default(''),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
}, (t) => [
  index('after_sales_user_idx').on(t.userId, t.createdAt),
  index('after_sales_shop_idx').on(t.shopId, t.createdAt),
  index('after_sales_order_idx').on(t.orderId),
  index('after_sales_shop_pull_idx').on(t.shopId, t.updatedAt, t.id),
]);

/** The negotiation history: every step of a request, who took it and why. */
export const afterSalesLogs = pgTable('after_sales_logs', {
  id: serial('id').primaryKey(),
  afterSalesId: text('after_sales_id').notNull().references(() => afterSales.id),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  note: text('note').notNull().default(''),
  createdAt: ms('created_at').notNull(),
}, (t) => [index('after_sales_logs_request_idx').on(t.afterSalesId, t.id)]);
