import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/order-status';
import { AFTER_SALES_STATUSES } from '../../domain/after-sales';

/** spec §3 order and after-sales statuses; labels and transitions live in domain/. */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const AfterSalesStatusSchema = z.enum(AFTER_SALES_STATUSES);
