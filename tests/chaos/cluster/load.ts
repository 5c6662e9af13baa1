import { cartAdd, cartUpdate, CART_MAX_NUM } from '../../../src/contract/orders/cart';
import { createOrder } from '../../../src/contract/orders/order';
import { memberPay } from '../../../src/contract/orders/pay';
import { categoryTree, goodsDetail } from '../../../src/contract/catalogue/goods';
import { auctionBid } from '../../../src/contract/kinds/auction';
import { getQuestionServerUser, userSend } from '../../../src/contract/service/chat';
import type { Rng } from '../rng';
import { ProxyClient, type CallRecord } from './client';
import type { Acknowledged } from './model';
import { PAY_PASSWORD, type Buyable, type Buyer, type Lot } from './seed';

export interface LoadWorld {
  url: string;
  goods: Buyable[];
  lots: Lot[];
  ack: Acknowledged;
  /** The highest price each lot is known to stand at (from any client's answer). */
  lotPrices: Map<string, number>;
  /** Refusals a correct client does not expect: a payment or an order refused, a chat message refused. */
  refused: string[];
}

const OPS = ['read', 'read', 'read', 'cartAdd', 'cartAdd', 'cartUpdate', 'order', 'order', 'chat', 'chat', 'bid', 'bid'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A buyer's chat with the platform, opened before the load: its room is watched by the buyer's live client. */
export async function openConversation(client: ProxyClient): Promise<{ id: string; room: string }> {
  const record = await client.call(getQuestionServerUser, { orderId: '', goodsId: '', shopId: '' });
  const data = record.answer?.data as { conversation: { id: string; room: string } } | undefined;
  if (!data) throw new Error(`could not open a conversation: ${JSON.stringify(record.tries.at(-1))}`);
  return data.conversation;
}

/**
 * One buyer's mixed load until `stopAt`: reads, cart changes, buy-now orders paid by balance, chat messages and bids,
 * one at a time as one phone makes them, each retried with its key until answered (client.ts).
 */
export async function runBuyer(world: LoadWorld, buyer: Buyer, client: ProxyClient, conversation: { id: string; room: string }, rng: Rng, stopAt: number): Promise<void> {
  const cart = new Map<string, number>();
  world.ack.carts.set(buyer.userId, cart);
  let chatNo = 0;
  const answered = (record: CallRecord, what: string) => {
    if (!record.answer) return null;
    if (record.answer.code !== 0) {
      world.refused.push(`${buyer.userId} ${what}: ${record.answer.code} ${record.answer.msg}`);
      return null;
    }
    return record.answer.data as Record<string, unknown>;
  };
  while (Date.now() < stopAt) {
    const op = rng.pick(OPS);
    const goods = rng.pick(world.goods);
    if (op === 'read') {
      await client.call(rng.chance(0.5) ? goodsDetail : categoryTree, rng.chance(0.5) ? { goodsId: goods.id } : {});
    } else if (op === 'cartAdd') {
      const num = rng.int(1, 3);
      if (answered(await client.call(cartAdd, { goodsId: goods.id, num }), 'cartAdd')) cart.set(goods.id, Math.min(CART_MAX_NUM, (cart.get(goods.id) ?? 0) + num));
    } else if (op === 'cartUpdate' && cart.size > 0) {
      const goodsId = rng.pick([...cart.keys()]);
      const num = rng.int(1, 9);
      if (answered(await client.call(cartUpdate, { goodsId, num }), 'cartUpdate')) cart.set(goodsId, num);
    } else if (op === 'order') {
      await orderAndPay(world, buyer, client, goods, rng, answered);
    } else if (op === 'chat') {
      const clientId = `m${(chatNo += 1)}`;
      const data = answered(await client.call(userSend, { conversationId: conversation.id, clientId, type: 'text', content: `第${chatNo}条消息` }), 'chat');
      if (data) world.ack.chats.push({ conversationId: conversation.id, room: conversation.room, clientId, seq: Number(data.seq) });
    } else if (op === 'bid') {
      await bid(world, buyer, client, rng);
    }
    await sleep(rng.int(10, 120));
  }
}

async function orderAndPay(world: LoadWorld, buyer: Buyer, client: ProxyClient, goods: Buyable, rng: Rng, answered: (r: CallRecord, what: string) => Record<string, unknown> | null) {
  const order = await client.call(createOrder, { source: 'buyNow', lines: [{ goodsId: goods.id, num: rng.int(1, 2), price: goods.price }], addressId: buyer.addressId });
  const created = answered(order, 'createOrder');
  if (!created) return;
  const orderIds = created.orderIds as string[];
  world.ack.orders.push({ userId: buyer.userId, orderIds, key: order.key });
  if (rng.chance(0.2)) return;
  const paid = answered(await client.call(memberPay, { orderIds: orderIds.join(','), payPassword: PAY_PASSWORD }), 'memberPay');
  if (paid) world.ack.payments.push({ userId: buyer.userId, payNo: String(paid.payNo), orderIds });
}

/** A bid one step over the highest price known; a bid another buyer beat meanwhile is refused, as it should be. */
async function bid(world: LoadWorld, buyer: Buyer, client: ProxyClient, rng: Rng) {
  const lot = rng.pick(world.lots);
  if (Date.now() > lot.endsAt - 500) return;
  const known = world.lotPrices.get(lot.id);
  const amount = known === undefined ? lot.startPrice : known + lot.bidStep * rng.int(1, 3);
  const record = await client.call(auctionBid, { lotId: lot.id, amount, proxy: false, payPassword: PAY_PASSWORD });
  const data = record.answer?.data as { outcome: string; lot: { currentPrice: number } } | undefined;
  if (data?.lot) world.lotPrices.set(lot.id, Math.max(world.lotPrices.get(lot.id) ?? 0, data.lot.currentPrice));
  // The leader bidding again only raises its maximum (outcome `raised`): no bid row, nothing published.
  if (record.answer?.code === 0 && data?.outcome !== 'raised') world.ack.bids.push({ userId: buyer.userId, lotId: lot.id, amount });
  else if (record.answer) world.lotPrices.set(lot.id, Math.max(world.lotPrices.get(lot.id) ?? 0, amount));
}
