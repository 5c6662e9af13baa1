import { addressAdd, addressDelete, addressUpdate } from '../contract/account/address';
import { cancelReturn, confirmExchange, refundApply, refundUsersCancel, returnGoods } from '../contract/orders/after-sales';
import { submitOrderComment } from '../contract/orders/comment';
import type { CallDef, ResponseOf } from '../contract/define-call';
import { invoiceAdd, invoiceDelete, invoiceModify } from '../contract/account/invoice';
import { cancelOrder, confirmReceipt, createOrder, deleteOrder } from '../contract/orders/order';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import {
  forgetOrder, keepAddresses, keepAfterSales, keepComments, keepInvoices, keepOrder, recordCreatedOrders,
} from './checkout-store';

interface CheckoutMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

function checkoutMutation<C extends CallDef>(def: CheckoutMutationDef<C>): CheckoutMutationDef<C> {
  return def;
}

/**
 * Issue 5 writes. Addresses, invoices and orders composed offline replay in
 * order; an order entry's id is its Idempotency-Key, so it is created once.
 */
export const CHECKOUT_MUTATIONS = {
  'address.add': checkoutMutation({ call: addressAdd, confirm: (db, data, entry) => keepAddresses(db, entry, data), wholeState: 'addresses' }),
  'address.update': checkoutMutation({ call: addressUpdate, confirm: (db, data, entry) => keepAddresses(db, entry, data), wholeState: 'addresses' }),
  'address.delete': checkoutMutation({ call: addressDelete, confirm: (db, data, entry) => keepAddresses(db, entry, data), wholeState: 'addresses' }),
  'invoice.add': checkoutMutation({ call: invoiceAdd, confirm: (db, data, entry) => keepInvoices(db, entry, data), wholeState: 'invoices' }),
  'invoice.modify': checkoutMutation({ call: invoiceModify, confirm: (db, data, entry) => keepInvoices(db, entry, data), wholeState: 'invoices' }),
  'invoice.delete': checkoutMutation({ call: invoiceDelete, confirm: (db, data, entry) => keepInvoices(db, entry, data), wholeState: 'invoices' }),
  'order.create': checkoutMutation({ call: createOrder, confirm: (db, data, entry) => recordCreatedOrders(db, entry, data) }),
  'order.cancel': checkoutMutation({ call: cancelOrder, confirm: (db, data, entry) => keepOrder(db, entry, data) }),
  'order.confirmReceipt': checkoutMutation({ call: confirmReceipt, confirm: (db, data, entry) => keepOrder(db, entry, data) }),
  'order.delete': checkoutMutation({ call: deleteOrder, confirm: (db, data, entry) => forgetOrder(db, entry, data.orderId) }),
  'afterSales.apply': checkoutMutation({ call: refundApply, confirm: (db, data, entry) => keepAfterSales(db, entry, data) }),
  'afterSales.cancel': checkoutMutation({ call: refundUsersCancel, confirm: (db, data, entry) => keepAfterSales(db, entry, data) }),
  'afterSales.returnGoods': checkoutMutation({ call: returnGoods, confirm: (db, data, entry) => keepAfterSales(db, entry, data) }),
  'afterSales.cancelReturn': checkoutMutation({ call: cancelReturn, confirm: (db, data, entry) => keepAfterSales(db, entry, data) }),
  'afterSales.confirmExchange': checkoutMutation({ call: confirmExchange, confirm: (db, data, entry) => keepAfterSales(db, entry, data) }),
  'comment.submit': checkoutMutation({
    call: submitOrderComment,
    confirm: (db, data, entry) => keepComments(db, entry, String(entry.args.orderId), data),
  }),

};
