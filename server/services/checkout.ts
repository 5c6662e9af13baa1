import type { Binding } from '../http/bind-call';
import { addressBindings } from './member/address';
import { commentBindings } from './member/comment';
import { invoiceBindings } from './member/invoice';
import { uploadBindings } from './member/upload';
import { orderBindings } from './order';
import { payBindings } from './pay';

/** Issue 5: addresses, invoices, orders, after-sales, payment, comments and uploads (several hosts; each call names its own). */
export const checkoutBindings: Binding[] = [
  ...addressBindings,
  ...invoiceBindings,
  ...uploadBindings,
  ...commentBindings,
  ...orderBindings,
  ...payBindings,
];
