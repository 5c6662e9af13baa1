import type { Binding } from '../../http/bind-call';
import { addressBindings } from '../account/addresses/address';
import { commentBindings } from './comments/comment';
import { invoiceBindings } from '../account/invoices/invoice';
import { uploadBindings } from '../service/analytics/report-event';
import { orderBindings } from './order';
import { payBindings } from './pay';
import { couponBindings } from './coupons';

/** Issue 5: addresses, invoices, orders, after-sales, payment, comments and uploads (several hosts; each call names its own). */
export const checkoutBindings: Binding[] = [
  ...addressBindings,
  ...invoiceBindings,
  ...uploadBindings,
  ...commentBindings,
  ...orderBindings,
  ...payBindings,
  ...couponBindings,
];
