import { cancelOrder as cancelOrderCall, confirmReceipt as confirmReceiptCall, createOrder, deleteOrder as deleteOrderCall, expressPrice,
  fillInOrder, orderDetail, orderList, orderLogistics, shopDeliverOrder } from '../../../../src/contract/orders/order';
import { pullOrders } from '../../../../src/contract/platform/pull';
import { bind, type Binding } from '../../../http/bind-call';
import { settledPage } from '../../platform/sync/pull-page';
import { findAddress, listAddresses, toAddress } from '../../account/addresses/address-repository';
import { listInvoices } from '../../account/invoices/invoice-repository';
import { createOrders } from './create-order';
import { priceLines, sumGroups, wantedLines } from './fill-in';
import { logisticsOf } from '../../../../src/domain/logistics';
import { cancelOrder, confirmReceipt, deleteOrder, deliverOrder } from './order-actions';
import { assertBuyerOrderAction } from './order-rule';
import { listOwnOrders, pullOwnOrders, readOwnOrder, readShopOrder } from './order-read';
import { afterSalesBindings } from './after-sales';

export const orderBindings: Binding[] = [
  bind(fillInOrder, async ({ input, auth, db }) => {
    const userId = auth.userId!;
    const groups = await priceLines(db, await wantedLines(db, userId, input));
    const chosen = input.addressId ? await findAddress(db, userId, input.addressId) : undefined;
    const address = chosen ? toAddress(chosen) : (await listAddresses(db, userId)).find((a) => a.isDefault) ?? null;
    const invoice = (await listInvoices(db, userId)).find((i) => i.isDefault) ?? null;
    return { groups, address, invoice, ...sumGroups(groups) };
  }),

  bind(expressPrice, async ({ input, db }) => {
    const groups = await priceLines(db, input.lines);
    return { shops: groups.map((g) => ({ shopId: g.shopId, expressFee: g.expressFee })), expressFee: sumGroups(groups).expressFee };
  }),

  bind(createOrder, async ({ input, auth, db, deps }) => createOrders(db, auth.userId!, input, deps.now())),

  bind(orderList, async ({ input, auth, db }) => listOwnOrders(db, auth.userId!, input.status, input.pageNum, input.pageSize)),

  bind(pullOrders, async ({ input, auth, db, deps }) =>
    settledPage(await pullOwnOrders(db, auth.userId!, input, input.limit), (o) => o.orderId, input.limit, deps.now())),

  bind(orderDetail, async ({ input, auth, db }) => readOwnOrder(db, auth.userId!, input.orderId)),

  bind(cancelOrderCall, async ({ input, auth, db, deps }) => {
    await cancelOrder(db, auth.userId!, input.orderId, input.reason, deps.now());
    return readOwnOrder(db, auth.userId!, input.orderId);
  }),

  bind(deleteOrderCall, async ({ input, auth, db, deps }) => {
    await assertBuyerOrderAction(db, auth.userId!, input.orderId, 'delete');
    const before = await readOwnOrder(db, auth.userId!, input.orderId);
    await deleteOrder(db, auth.userId!, input.orderId, deps.now());
    return before;
  }),

  bind(confirmReceiptCall, async ({ input, auth, db, deps }) => {
    await assertBuyerOrderAction(db, auth.userId!, input.orderId, 'confirmReceipt');
    await confirmReceipt(db, auth.userId!, input.orderId, deps.now());
    return readOwnOrder(db, auth.userId!, input.orderId);
  }),

  bind(orderLogistics, async ({ input, auth, db }) => logisticsOf(await readOwnOrder(db, auth.userId!, input.orderId))),

  bind(shopDeliverOrder, async ({ input, auth, db, deps }) => {
    await deliverOrder(db, auth.shopId!, input, deps.now());
    return readShopOrder(db, auth.shopId!, input.orderId);
  }),

  ...afterSalesBindings,
];
