import { addressAdd, addressDelete, addressUpdate } from '../contract/address';
import { cancelReturn, refundApply, refundUsersCancel, returnGoods } from '../contract/after-sales';
import { submitOrderComment } from '../contract/comment';
import type { CallDef, ResponseOf } from '../contract/define-call';
import { invoiceAdd, invoiceDelete, invoiceModify } from '../contract/invoice';
import { cancelOrder, confirmReceipt, createOrder, deleteOrder } from '../contract/order';
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
  'address.add': checkoutMutation({ call: addressAdd, confirm: (db, data) => keepAddresses(db, data), wholeState: 'addresses' }),
  'address.update': checkoutMutation({ call: addressUpdate, confirm: (db, data) => keepAddresses(db, data), wholeState: 'addresses' }),
  'address.delete': checkoutMutation({ call: addressDelete, confirm: (db, data) => keepAddresses(db, data), wholeState: 'addresses' }),
  'invoice.add': checkoutMutation({ call: invoiceAdd, confirm: (db, data) => keepInvoices(db, data), wholeState: 'invoices' }),
  'invoice.modify': checkoutMutation({ call: invoiceModify, confirm: (db, data) => keepInvoices(db, data), wholeState: 'invoices' }),
  'invoice.delete': checkoutMutation({ call: invoiceDelete, confirm: (db, data) => keepInvoices(db, data), wholeState: 'invoices' }),
  'order.create': checkoutMutation({ call: createOrder, confirm: (db, data, entry) => recordCreatedOrders(db, entry, data) }),
  'order.cancel': checkoutMutation({ call: cancelOrder, confirm: (db, data) => keepOrder(db, data) }),
  'order.confirmReceipt': checkoutMutation({ call: confirmReceipt, confirm: (db, data) => keepOrder(db, data) }),
  'order.delete': checkoutMutation({ call: deleteOrder, confirm: (db, data) => forgetOrder(db, data.orderId) }),
  'afterSales.apply': checkoutMutation({ call: refundApply, confirm: (db, data) => keepAfterSales(db, data) }),
  'afterSales.cancel': checkoutMutation({ call: refundUsersCancel, confirm: (db, data) => keepAfterSales(db, data) }),
  'afterSales.returnGoods': checkoutMutation({ call: returnGoods, confirm: (db, data) => keepAfterSales(db, data) }),
  'afterSales.cancelReturn': checkoutMutation({ call: cancelReturn, confirm: (db, data) => keepAfterSales(db, data) }),
  'comment.submit': checkoutMutation({
    call: submitOrderComment,
    confirm: (db, data, entry) => keepComments(db, String(entry.args.orderId), data),
  }),
};
