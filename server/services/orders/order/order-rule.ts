import { desc, eq } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { refusalOf, type BuyerOrderAction } from '../../../../src/domain/order-actions';
import type { Db } from '../../../db/open';
import { afterSales } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { lockOrder } from './order-actions';

/**
 * The buyer's step on an order, checked by the same rule the list and the
 * detail use to show their buttons (domain/order-actions): status and
 * after-sales state together. Locks the order for the rest of the call.
 */
export async function assertBuyerOrderAction(db: Db, userId: string, orderId: string, action: BuyerOrderAction) {
  const order = await lockOrder(db, orderId, { userId });
  const [latest] = await db.select({ status: afterSales.status }).from(afterSales)
    .where(eq(afterSales.orderId, order.id)).orderBy(desc(afterSales.createdAt)).limit(1);
  const refusal = refusalOf({ ...order, afterSalesStatus: latest?.status ?? null }, action);
  if (refusal) throw new AppError(action === 'afterSales' ? CODES.afterSalesRefused : CODES.orderStatusNotAllowed, refusal);
  return order;
}
