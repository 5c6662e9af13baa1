import { and, eq, inArray } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { expressFeeFor, PAY_TIMEOUT_MS } from '../../../../src/domain/checkout';
import { isVirtualKind, shipsParcel } from '../../../../src/domain/kind-buy';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { cartLines, goods, orderLines, orders } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { attributeToAgent } from '../../kinds/agent/attribute';
import { enqueuePayDeadline } from './auto-cancel';
import { findAddress } from '../../account/addresses/address-repository';
import { findInvoice } from '../../account/invoices/invoice-repository';
import { priceLines } from './fill-in';
import { newId } from './ids';
import { withSkuIds } from './sku-choice';
import { takeStock } from './stock';
import { NO_ADDRESS } from './virtual-orders';
import { takeChosenCoupons } from '../coupons/use';
import { sealOrderer, type Orderer, type SealedOrderer } from './orderer';

export interface CreateOrderInput {
  source: 'cart' | 'buyNow';
  /** skuId absent: the goods' only SKU (decision 033). */
  lines: { goodsId: string; skuId?: string | undefined; num: number; price: number }[];
  /** Needed when a goods ships a parcel; virtual goods take none (one sent with them is ignored). */
  addressId?: string | undefined;
  invoiceId?: string;
  remark: string;
  agentId?: string;
  /** The chosen coupons and the discount the buyer saw (issue 32): recomputed here, a different one refused. */
  couponIds?: string[];
  discount?: number | undefined;
  /** 订购人 of an order with global goods (decision 037). */
  orderer?: Orderer | undefined;
}

/** The buyer's address for goods that ship; none (and no question asked) for virtual goods only. */
async function addressFor(db: Db, userId: string, parcel: boolean, addressId: string | undefined) {
  if (!parcel) return undefined;
  const address = addressId ? await findAddress(db, userId, addressId) : undefined;
  if (!address) throw notFound('收货地址');
  return address;
}

/**
 * One order per shop, all in the call's transaction (RELIABILITY 14, 15):
 * prices re-read and compared with what the buyer saw, stock taken with the
 * guarded decrement, ordered lines removed from the cart. Any refusal rolls
 * everything back; the Idempotency-Key makes a replay answer the same orders.
 */
export async function createOrders(db: Db, userId: string, input: CreateOrderInput, now: number) {
  if (input.source === 'buyNow' && input.lines.length !== 1) throw badInput('立即购买只能购买一件商品');
  const invoice = input.invoiceId ? await findInvoice(db, userId, input.invoiceId) : undefined;
  if (input.invoiceId && !invoice) throw notFound('发票抬头');

  const lines = await withSkuIds(db, input.lines);
  const groups = await priceLines(db, lines);
  const kindsOf = (group: (typeof groups)[number]) => group.orderGoodsVoList.map((l) => l.goodsKind);
  const address = await addressFor(db, userId, groups.some((g) => shipsParcel(kindsOf(g))), input.addressId);
  const orderer = sealOrderer(groups.flatMap(kindsOf), input.orderer);
  for (const line of groups.flatMap((g) => g.orderGoodsVoList)) {
    const seen = lines.find((l) => l.skuId === line.skuId)!;
    if (seen.price !== line.goodsSalePrice) throw new AppError(CODES.priceChanged, M.priceChanged(line.goodsName));
  }
  const short = await takeStock(db, lines, now);
  if (short) {
    const name = groups.flatMap((g) => g.orderGoodsVoList).find((l) => l.skuId === short.skuId)!.goodsName;
    throw new AppError(CODES.outOfStock, M.outOfStock(name));
  }

  const checkoutId = newId('C', now);
  const payDeadline = now + PAY_TIMEOUT_MS;
  const coupons = await takeChosenCoupons(db, userId, { couponIds: input.couponIds ?? [], discount: input.discount }, groups, checkoutId, now);
  const orderIds: string[] = [];
  let total = 0;
  for (const group of groups) {
    total += group.goodsTotal + group.expressFee + group.taxFee;
    const parcel = shipsParcel(kindsOf(group));
    orderIds.push(await insertOrder(db, {
      checkoutId, userId, shopId: group.shopId, goodsTotal: group.goodsTotal, expressFee: group.expressFee,
      taxFee: group.taxFee, orderer: kindsOf(group).includes('global') ? orderer : null,
      address: parcel ? address : undefined, invoice, remark: input.remark, payDeadline,
      lines: group.orderGoodsVoList.map((l) => ({
        goodsId: l.goodsId, skuId: l.skuId ?? l.goodsId, specText: l.specText, goodsName: l.goodsName, goodsImg: l.goodsImg, price: l.goodsSalePrice, num: l.num,
      })),
    }, now));
    await coupons.lowerOrder(orderIds.at(-1)!, groups.indexOf(group));
  }
  total -= coupons.discount;
  if (input.source === 'buyNow' && input.agentId) {
    await attributeToAgent(db, { orderId: orderIds[0]!, buyerId: userId, goodsId: input.lines[0]!.goodsId }, input.agentId);
  }
  if (input.source === 'cart') {
    await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.skuId, lines.map((l) => l.skuId))));
  }
  return { checkoutId, orderIds, total, payDeadline };
}

interface OrderRow {
  checkoutId: string;
  userId: string;
  shopId: string;
  goodsTotal: number;
  expressFee: number;
  taxFee?: number;
  orderer?: SealedOrderer | null;
  /** None for an order of virtual goods only: it is issued, not sent. */
  address: { name: string; phone: string; regionName: string; detail: string } | undefined;
  invoice?: { invoiceType: string; titleType: string; title: string; taxNo: string; email: string } | undefined;
  remark: string;
  payDeadline: number;
  lines: { goodsId: string; skuId: string; specText: string; goodsName: string; goodsImg: string; price: number; num: number }[];
}

/** Every unpaid order is inserted here, with the job that cancels it at its pay deadline unless it is paid first. */
async function insertOrder(db: Db, row: OrderRow, now: number): Promise<string> {
  const orderId = newId('O', now);
  const { address, invoice } = row;
  await db.insert(orders).values({
    id: orderId, checkoutId: row.checkoutId, userId: row.userId, shopId: row.shopId, status: 'UNPAID',
    goodsTotal: row.goodsTotal, expressFee: row.expressFee, taxFee: row.taxFee ?? 0, total: row.goodsTotal + row.expressFee + (row.taxFee ?? 0),
    ...(row.orderer ?? {}), virtual: !address,
    address: address ? { name: address.name, phone: address.phone, regionName: address.regionName, detail: address.detail } : NO_ADDRESS,
    invoice: invoice
      ? { invoiceType: invoice.invoiceType, titleType: invoice.titleType, title: invoice.title, taxNo: invoice.taxNo, email: invoice.email }
      : null,
    remark: row.remark, payDeadline: row.payDeadline, createdAt: now, updatedAt: now,
  });
  await db.insert(orderLines).values(row.lines.map((l) => ({ orderId, ...l })));
  await enqueuePayDeadline(db, orderId, now);
  return orderId;
}

export interface PricedOrderInput {
  goodsId: string;
  num: number;
  /** The unit price the kind's rule decided on the host (group price, winning bid, spell price), never the client's. */
  unitPrice: number;
  /** Needed unless the goods is virtual (kind-buy's VIRTUAL_KINDS). */
  addressId?: string | undefined;
  remark: string;
  /** When the order must be paid by (a won lot has its own deadline); PAY_TIMEOUT_MS from now by default. */
  payDeadline?: number;
  /** Stock is taken here unless the kind took it already (a lot's one item). */
  takeStock?: boolean;
}

/**
 * An order for one goods at a price set by its kind's rule (group buy, auction, spell), with the same rows, express
 * fee and deadline handling as checkout: the order then pays, ships and goes through after-sales like any other.
 */
export async function createPricedOrder(db: Db, userId: string, input: PricedOrderInput, now: number) {
  const [item] = await db.select({ shopId: goods.shopId, goodsName: goods.name, goodsImg: goods.img, onShelf: goods.onShelf, kind: goods.kind }).from(goods).where(eq(goods.id, input.goodsId));
  if (!item) throw notFound('商品');
  const parcel = !isVirtualKind(item.kind);
  const address = await addressFor(db, userId, parcel, input.addressId);
  if (!item.onShelf) throw new AppError(CODES.goodsOffShelf, M.goodsOffShelf(item.goodsName));
  if (input.takeStock !== false) {
    const short = await takeStock(db, [{ goodsId: input.goodsId, num: input.num }], now);
    if (short) throw new AppError(CODES.outOfStock, M.outOfStock(item.goodsName));
  }
  const goodsTotal = input.unitPrice * input.num;
  const expressFee = expressFeeFor(goodsTotal, parcel);
  const checkoutId = newId('C', now);
  const payDeadline = input.payDeadline ?? now + PAY_TIMEOUT_MS;
  const orderId = await insertOrder(db, {
    checkoutId, userId, shopId: item.shopId, goodsTotal, expressFee, address, remark: input.remark, payDeadline,
    lines: [{ goodsId: input.goodsId, skuId: input.goodsId, specText: '', goodsName: item.goodsName, goodsImg: item.goodsImg, price: input.unitPrice, num: input.num }],
  }, now);
  return { checkoutId, orderId, total: goodsTotal + expressFee, payDeadline };
}
