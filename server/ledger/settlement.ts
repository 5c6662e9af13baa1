import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { AGENT_NOTICES, agentCommission } from '../../src/domain/goods-agent';
import { formatFen } from '../../src/domain/format';
import { sendNotice } from '../live/notices';
import { DEFAULT_FINANCE_SCALE_BP, POINTS_PER_YUAN } from '../../src/domain/wallet-rules';
import type { Db } from '../db/open';
import { financeScales, orders } from '../db/schema';
import { platformAccount, shopAccount, userAccount } from './accounts';
import { post, type Leg } from './post';

type Order = typeof orders.$inferSelect;

/**
 * The platform's share of a shop's sales in basis points at a moment: the shop's own value in force then, else the
 * company's, else the default. Scales are a history (finance_scales): a change never reaches an order paid before it.
 */
export async function financeScaleOf(db: Db, shopId: string, at: number): Promise<number> {
  const rows = await db.selectDistinctOn([financeScales.shopId], { shopId: financeScales.shopId, rateBp: financeScales.rateBp })
    .from(financeScales).where(and(inArray(financeScales.shopId, [shopId, '']), lte(financeScales.effectiveAt, at)))
    .orderBy(financeScales.shopId, desc(financeScales.effectiveAt), desc(financeScales.id));
  return (rows.find((r) => r.shopId === shopId) ?? rows.find((r) => r.shopId === ''))?.rateBp ?? DEFAULT_FINANCE_SCALE_BP;
}

const nonZero = (legs: Leg[]) => legs.filter((leg) => leg.amount !== 0);

/**
 * What the platform pays the shop at settlement for its coupons on an order (issue 32): their part, in proportion to
 * what the buyer kept (all of it when the coupons left nothing to pay).
 */
export function couponSubsidyOf(order: Pick<Order, 'platformDiscount' | 'total'>, kept: number): number {
  if (order.platformDiscount === 0) return 0;
  return order.total === 0 ? order.platformDiscount : Math.floor((order.platformDiscount * kept) / order.total);
}

/**
 * A completed order pays its shop: what the buyer paid and kept (total − refunded) leaves escrow, the platform's
 * share to revenue, the agent's commission (if an agent's link sold it) to the agent, and the rest to the shop; the
 * buyer earns points on it. Once per order (a guarded update and the ledger's one SETTLE per order), in the
 * transaction that completes it.
 */
export async function settleOrder(db: Db, orderId: string, now: number): Promise<void> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), isNotNull(orders.payNo), isNull(orders.settledAt)));
  if (!order) return;
  const kept = order.total - order.refunded;
  const subsidy = couponSubsidyOf(order, kept);
  // The share in force when the buyer paid, not now (docs/decisions/009, addendum); on the sale's value to the shop.
  const share = Math.floor(((kept + subsidy) * await financeScaleOf(db, order.shopId, order.paidAt ?? order.createdAt)) / 10_000);
  // On the goods the buyer kept (not the express fee), at the rate agreed when the order was placed; never more than
  // the shop's part.
  const commission = order.agentUserId ? Math.min(agentCommission(Math.min(order.goodsTotal, kept), order.agentRateBp), kept - share) : 0;
  const marked = await db.update(orders).set({
    settledAt: now, platformShare: share, agentCommission: commission, couponSubsidy: subsidy, updatedAt: sql`greatest(${orders.updatedAt}, ${now})`,
  }).where(and(eq(orders.id, orderId), isNull(orders.settledAt))).returning({ id: orders.id });
  if (marked.length === 0 || kept + subsidy === 0) return;
  const points = Math.floor(kept / 100) * POINTS_PER_YUAN;
  await post(db, {
    kind: 'SETTLE', refId: order.id, memo: `订单${order.id}结算`,
    legs: nonZero([
      { account: platformAccount('ESCROW'), amount: -(kept - commission) },
      { account: shopAccount(order.shopId), amount: kept + subsidy - share - commission },
      { account: platformAccount('REVENUE'), amount: share },
      // A platform coupon is the platform's expense: the shop is paid its part as if the buyer had paid it.
      { account: platformAccount('PROMO'), amount: -subsidy },
      { account: platformAccount('PROMO', 'POINT'), amount: -points },
      { account: userAccount(order.userId, 'POINT'), amount: points },
    ]),
  }, now);
  if (commission > 0 && order.agentUserId) {
    await post(db, {
      kind: 'AGENT_COMMISSION', refId: order.id, memo: `代理订单${order.id}佣金`,
      legs: [{ account: platformAccount('ESCROW'), amount: -commission }, { account: userAccount(order.agentUserId), amount: commission }],
    }, now);
    // The agent's card (已售 · 已得佣金) reads again on this notice, so it follows without a reload (issue 34.6).
    await sendNotice(db, order.agentUserId, {
      topic: 'order', ref: `agent-settle:${order.id}`, title: AGENT_NOTICES.settledTitle, text: AGENT_NOTICES.settled(formatFen(commission)),
    }, now);
  }
}

/**
 * A refund to the buyer's balance. Before settlement it comes out of escrow; after, the shop gives back its part,
 * and revenue and the agent (if any) their shares of it, in one transaction, even if that takes them below zero (the
 * buyer does not wait).
 */
export async function refundToBuyer(db: Db, order: Order, afterSalesId: string, amount: number, now: number): Promise<void> {
  const buyer = { account: userAccount(order.userId), amount };
  if (order.settledAt === null) {
    await post(db, { kind: 'REFUND', refId: afterSalesId, memo: `订单${order.id}售后退款`, legs: [buyer, { account: platformAccount('ESCROW'), amount: -amount }] }, now);
    return;
  }
  const fromRevenue = Math.floor((amount * order.platformShare) / order.total);
  const fromAgent = order.agentUserId ? Math.floor((amount * order.agentCommission) / order.total) : 0;
  // The platform coupon's part of the refunded amount goes back to the platform with it.
  const toPromo = Math.floor((amount * order.couponSubsidy) / order.total);
  await post(db, {
    kind: 'REFUND', refId: afterSalesId, memo: `订单${order.id}售后退款（结算后，由店铺退回）`,
    legs: nonZero([
      buyer,
      { account: shopAccount(order.shopId), amount: -(amount - fromRevenue - fromAgent + toPromo), force: true },
      { account: platformAccount('REVENUE'), amount: -fromRevenue, force: true },
      { account: platformAccount('PROMO'), amount: toPromo },
      ...(order.agentUserId ? [{ account: userAccount(order.agentUserId), amount: -fromAgent, force: true }] : []),
    ]),
  }, now);
}
