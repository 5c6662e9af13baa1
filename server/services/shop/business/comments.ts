import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { REPLY_MESSAGES, type OwnComment } from '../../../../src/contract/shop/business';
import { CODES } from '../../../../src/contract/codes';
import { maskName } from '../../../../src/domain/format';
import type { Db } from '../../../db/open';
import { goods, goodsComments, users } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';

const columns = {
  id: goodsComments.id, orderId: goodsComments.orderId, goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img,
  usersName: users.name, usersLogo: users.logo, rating: goodsComments.rating, content: goodsComments.content,
  images: goodsComments.images, createdAt: goodsComments.createdAt, reply: goodsComments.reply, repliedAt: goodsComments.repliedAt,
};

const present = (row: OwnComment): OwnComment => ({ ...row, usersName: maskName(row.usersName) });

function selectOwn(db: Db) {
  return db.select(columns).from(goodsComments).innerJoin(goods, eq(goods.id, goodsComments.goodsId))
    .innerJoin(users, eq(users.id, goodsComments.userId));
}

/** The shop's goods comments, newest first; `replied` '0' keeps those waiting for a reply, '1' the replied ones. */
export async function ownCommentPage(db: Db, shopId: string, page: { pageNum: number; pageSize: number; replied: '' | '0' | '1' }) {
  const own = eq(goodsComments.shopId, shopId);
  const where = page.replied === '' ? own : and(own, page.replied === '1' ? ne(goodsComments.reply, '') : eq(goodsComments.reply, ''));
  const [rows, [summary]] = await Promise.all([
    selectOwn(db).where(where).orderBy(desc(goodsComments.createdAt), desc(goodsComments.id))
      .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ total: count(), unreplied: sql<number>`count(*) filter (where ${goodsComments.reply} = '')` })
      .from(goodsComments).where(own),
  ]);
  const total = page.replied === '' ? (summary?.total ?? 0)
    : page.replied === '0' ? Number(summary?.unreplied ?? 0) : (summary?.total ?? 0) - Number(summary?.unreplied ?? 0);
  return { list: rows.map(present), total, unreplied: Number(summary?.unreplied ?? 0) };
}

/**
 * Replies once (docs/decisions/006: no edit). A comment of another shop reads as not found, so its existence is
 * not told; a second reply is refused with 4009.
 */
export async function replyToComment(db: Db, shopId: string, commentId: string, reply: string, now: number): Promise<OwnComment> {
  const own = and(eq(goodsComments.id, commentId), eq(goodsComments.shopId, shopId));
  const replied = await db.update(goodsComments).set({ reply, repliedAt: now })
    .where(and(own, eq(goodsComments.reply, ''))).returning({ id: goodsComments.id });
  const [row] = await selectOwn(db).where(own);
  if (!row) throw notFound('评价');
  if (replied.length === 0) throw new AppError(CODES.conflict, REPLY_MESSAGES.already);
  return present(row);
}
