// member host: order comments (spec §7 Comments: get comment goods info, submit order comment, get comment detail).
// They are written into the shop comments (goods_comments). Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { CHECKOUT_MESSAGES as M } from '../../domain/messages';
import { defineCall } from '../define-call';
import { OrderLineSchema } from '../entities/order';
import { idField } from '../fields';
import { imageUrlsField } from '../platform/upload';

const BASE = '/api/comment/comment';
const orderId = { orderId: idField('订单编号') };

export const commentGoodsInfo = defineCall({
  name: 'member.commentGoodsInfo', host: 'member', method: 'GET', path: `${BASE}/getcommentgoodsinfo`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(orderId),
  response: z.object({ orderId: z.string(), shopName: z.string(), evaluated: z.boolean(), lines: z.array(OrderLineSchema) }),
});

const CommentSchema = z.object({
  goodsId: z.string(), goodsName: z.string(), goodsImg: z.string(), rating: z.number().int(), content: z.string(),
  images: z.array(z.string()), createdAt: z.number().int(),
  /** The shop owner's reply ('' when none), shown under the evaluation (issue 13). */
  reply: z.string().default(''),
});

export const submitOrderComment = defineCall({
  name: 'member.submitOrderComment', host: 'member', method: 'POST', path: `${BASE}/submitordercomment`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    ...orderId,
    items: z.array(z.object({
      goodsId: idField('商品编号'),
      rating: z.number({ error: M.ratingInvalid }).int(M.ratingInvalid).min(1, M.ratingInvalid).max(5, M.ratingInvalid),
      content: z.string({ error: M.commentRequired }).trim().min(1, M.commentRequired).max(500, M.commentTooLong),
      images: imageUrlsField,
    }), { error: M.commentRequired }).min(1, M.commentRequired).max(50, '评价商品过多'),
  }),
  response: z.array(CommentSchema),
});

export const commentDetail = defineCall({
  name: 'member.commentDetail', host: 'member', method: 'GET', path: `${BASE}/getcommentdetail`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(orderId),
  response: z.array(CommentSchema),
});
