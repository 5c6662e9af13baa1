import { and, eq, inArray } from 'drizzle-orm';
import { CODES } from '../../../src/contract/codes';
import { PAY_TIMEOUT_MS } from '../../../src/domain/checkout';
import { CHECKOUT_MESSAGES as M } from '../../../src/domain/messages';
import type { Db } from '../../db/open';
import { cartLines, orderLines, orders } from '../../db/schema';
import { AppError, badInput, notFound } from '../../http/app-error';
import { findAddress } from '../member/address-repository';
import { findInvoice } from '../member/invoice-repository';
import { priceLines } from './fill-in';
import { newId } from './ids';
import { takeStock } from './stock';

export interface CreateOrderInput {
  source: 'cart' | 'buyNow';
  lines: { goodsId: string; num: number; price: number }[];
  addressId: string;
  invoiceId?: string;
  remark: string;
}

/**
 * One order per shop, all in the call's transaction (RELIABILITY 14, 15):
 * prices re-read and compared with what the buyer saw, stock taken with the
 * guarded decrement, ordered lines removed from the cart. Any refusal rolls
 * everything back; the Idempotency-Key makes a replay answer the same orders.
 */
export async function createOrders(db: Db, userId: string, input: CreateOrderInput, now: number) {
  if (input.source === 'buyNow' && input.lines.length !== 1) throw badInput('立即购买只能购买一件商品');
  const address = await findAddress(db, userId, input.addressId);
  if (!address) throw notFound('收货地址');
  const invoice = input.invoiceId ? await findInvoice(db, userId, input.invoiceId) : undefined;
  if (input.invoiceId && !invoice) throw notFound('发票抬头');

  const groups = await priceLines(db, input.lines);
  for (const line of groups.flatMap((g) => g.orderGoodsVoList)) {
    const seen = input.lines.find((l) => l.goodsId === line.goodsId)!;
    if (seen.price !== line.goodsSalePrice) throw new AppError(CODES.priceChanged, M.priceChanged(line.goodsName));
  }
  const short = await takeStock(db, input.lines, now);
  if (short) {
    const name = groups.flatMap((g) => g.orderGoodsVoList).find((l) => l.goodsId === short)!.goodsName;
    throw new AppError(CODES.outOfStock, M.outOfStock(name));
  }

  const checkoutId = newId('C', now);
  const payDeadline = now + PAY_TIMEOUT_MS;
  const orderIds: string[] = [];
  let total = 0;
  for (const group of groups) {
    const orderId = newId('O', now);
    orderIds.push(orderId);
    total += group.goodsTotal + group.expressFee;
    await db.insert(orders).values({
      id: orderId, checkoutId, userId, shopId: group.shopId, status: 'UNPAID',
      goodsTotal: group.goodsTotal, expressFee: group.expressFee, total: group.goodsTotal + group.expressFee,
      address: { name: address.name, phone: address.phone, regionName: address.regionName, detail: address.detail },
      invoice: invoice
        ? { invoiceType: invoice.invoiceType, titleType: invoice.titleType, title: invoice.title, taxNo: invoice.taxNo, email: invoice.email }
        : null,
      remark: input.remark, payDeadline, createdAt: now, updatedAt: now,
    });
    await db.insert(orderLines).values(group.orderGoodsVoList.map((l) => ({
      orderId, goodsId: l.goodsId, goodsName: l.goodsName, goodsImg: l.goodsImg, price: l.goodsSalePrice, num: l.num,
    })));
  }
  if (input.source === 'cart') {
    await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.goodsId, input.lines.map((l) => l.goodsId))));
  }
  return { checkoutId, orderIds, total, payDeadline };
}
