import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { commentDetail, commentGoodsInfo, submitOrderComment } from '../../../../src/contract/orders/comment';
import { CODES } from '../../../../src/contract/codes';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { goodsComments, orderLines, orders } from '../../../db/schema';
import { AppError, badInput } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { newId } from '../order/ids';
import { assertBuyerOrderAction } from '../order/order-rule';
import { readOwnOrder } from '../order/order-read';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';

async function commentsOf(db: Db, userId: string, orderId: string) {
  const rows = await db.select({
    goodsId: goodsComments.goodsId, rating: goodsComments.rating, content: goodsComments.content, images: goodsComments.images,
    createdAt: goodsComments.createdAt, reply: goodsComments.reply, goodsName: orderLines.goodsName, goodsImg: orderLines.goodsImg,
  }).from(goodsComments)
    .innerJoin(orderLines, and(eq(orderLines.orderId, goodsComments.orderId), eq(orderLines.goodsId, goodsComments.goodsId),
      // Two SKUs of one goods are two lines and one evaluation: the evaluation shows the goods' first line.
      sql`${orderLines.id} = (select min(l.id) from ${orderLines} l where l.order_id = ${goodsComments.orderId} and l.goods_id = ${goodsComments.goodsId})`))
    .where(and(eq(goodsComments.orderId, orderId), eq(goodsComments.userId, userId))).orderBy(asc(goodsComments.createdAt), asc(goodsComments.goodsId));
  return rows;
}

/** Evaluations land in the shop comments (goods_comments), one row per evaluated line. */
export const commentBindings: Binding[] = [
  bind(commentGoodsInfo, async ({ input, auth, db }) => {
    const order = await readOwnOrder(db, auth.userId!, input.orderId);
    return { orderId: order.orderId, shopName: order.shopName, evaluated: order.evaluated, lines: order.lines };
  }),

  bind(submitOrderComment, async ({ input, auth, db, deps }) => {
    const userId = auth.userId!;
    const order = await assertBuyerOrderAction(db, userId, input.orderId, 'evaluate');
    const claimed = await db.update(orders).set({ evaluated: true, updatedAt: deps.now() })
      .where(sql`${orders.id} = ${order.id} and not ${orders.evaluated}`).returning({ id: orders.id });
    if (claimed.length === 0) throw new AppError(CODES.orderStatusNotAllowed, M.alreadyEvaluated);
    const goodsIds = input.items.map((i) => i.goodsId);
    const lines = await db.select({ goodsId: orderLines.goodsId }).from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.goodsId, goodsIds)));
    if (new Set(lines.map((l) => l.goodsId)).size !== new Set(goodsIds).size || goodsIds.length !== new Set(goodsIds).size) throw badInput('评价的商品不在该订单中');
    await assertOwnUploads(db, userId, input.items.flatMap((i) => i.images));
    await db.insert(goodsComments).values(input.items.map((item) => ({
      id: newId('M', deps.now()), orderId: order.id, goodsId: item.goodsId, shopId: order.shopId, userId,
      rating: item.rating, content: item.content, images: item.images, createdAt: deps.now(),
    })));
    return commentsOf(db, userId, order.id);
  }),

  bind(commentDetail, async ({ input, auth, db }) => {
    await readOwnOrder(db, auth.userId!, input.orderId);
    return commentsOf(db, auth.userId!, input.orderId);
  }),
];
