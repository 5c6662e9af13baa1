import { inArray } from 'drizzle-orm';
import { platformAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { settleOrder } from '../../ledger/settlement';
import { expressFeeFor } from '../../../src/domain/checkout';
import type { Db } from '../open';
import { goods, orderLines, orders, userTracks } from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Ours: where the demo consumer's past orders went (a municipality, so the region reads 上海市 黄浦区). */
const ADDRESS = { name: '星Q买家', phone: '13800000001', regionName: '上海市 黄浦区', detail: '南京东路100号' };

export interface Purchase {
  goodsId: string;
  /** When the buyer evaluated it: the order was completed the day before, unless completedAt says when. */
  evaluatedAt: number;
  completedAt?: number;
}

/** Who bought and where it went; the demo consumer's past orders by default (ids O-SEED-nnnn). */
export interface PastOrderOptions {
  tag: string;
  address: typeof ADDRESS;
}

/**
 * The demo consumer's past purchases as real, completed and evaluated orders,
 * one per goods; 购买足迹 is recorded from them, as paying records it.
 * Answers the order id per goods, so the evaluations can point at their order.
 */
export async function seedPastOrders(
  db: Db, userId: string, purchases: readonly Purchase[], { tag, address }: PastOrderOptions = { tag: 'SEED', address: ADDRESS },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (purchases.length === 0) return ids;
  const rows = await db.select({ id: goods.id, shopId: goods.shopId, name: goods.name, img: goods.img, price: goods.salePrice })
    .from(goods).where(inArray(goods.id, purchases.map((p) => p.goodsId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const made = purchases.flatMap((purchase, index) => {
    const item = byId.get(purchase.goodsId);
    if (!item) return [];
    const orderId = `O-${tag}-${String(index + 1).padStart(4, '0')}`;
    ids.set(item.id, orderId);
    const completedAt = purchase.completedAt ?? purchase.evaluatedAt - DAY;
    const paidAt = completedAt - 3 * DAY;
    const fee = expressFeeFor(item.price);
    return [{
      order: {
        id: orderId, checkoutId: `C-${tag}-${String(index + 1).padStart(4, '0')}`, userId, shopId: item.shopId, status: 'COMPLETED',
        goodsTotal: item.price, expressFee: fee, total: item.price + fee, address, invoice: null,
        expressCompany: '顺丰速运', expressNo: `SF${String(1_000_000_000 + index * 7919)}`, payNo: `${tag}${index + 1}`,
        evaluated: true, payDeadline: paidAt + HOUR, createdAt: paidAt - HOUR, paidAt,
        deliveredAt: paidAt + DAY, completedAt, updatedAt: purchase.evaluatedAt,
      },
      line: { orderId, goodsId: item.id, goodsName: item.name, goodsImg: item.img, price: item.price, num: 1 },
      track: { userId, kind: 'buy', goodsId: item.id, visits: 1, trackedAt: paidAt },
    }];
  });
  await db.insert(orders).values(made.map((m) => m.order));
  await db.insert(orderLines).values(made.map((m) => m.line));
  await db.insert(userTracks).values(made.map((m) => m.track));
  for (const { order } of made) {
    await post(db, {
      kind: 'ORDER_PAY', refId: order.id, memo: `支付订单${order.id}`,
      legs: [{ account: platformAccount('EXTERNAL'), amount: -order.total }, { account: platformAccount('ESCROW'), amount: order.total }],
    }, order.paidAt);
    await settleOrder(db, order.id, order.completedAt);
  }
  return ids;
}
