import { count, desc, eq, sql } from 'drizzle-orm';
import type { ShopComment } from '../../../../src/contract/entities/my-lists';
import { maskName } from '../../../../src/domain/format';
import type { Db } from '../../../db/open';
import { goods, goodsComments, shops, users } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

const commentColumns = {
  id: goodsComments.id, goodsId: goods.id, goodsName: goods.name, goodsImg: goods.img, usersName: users.name,
  usersLogo: users.logo, rating: goodsComments.rating, content: goodsComments.content, images: goodsComments.images,
  createdAt: goodsComments.createdAt, reply: goodsComments.reply, repliedAt: goodsComments.repliedAt,
};

/** Buyers' names are masked by length (spec §5 display rules). */
const toComment = (row: ShopComment): ShopComment => ({ ...row, usersName: maskName(row.usersName) });

export async function listShopComments(db: Db, shopId: string, pageNum: number, pageSize: number) {
  const where = eq(goodsComments.shopId, shopId);
  const [rows, [summary]] = await Promise.all([
    db.select(commentColumns).from(goodsComments).innerJoin(goods, eq(goods.id, goodsComments.goodsId))
      .innerJoin(users, eq(users.id, goodsComments.userId)).where(where)
      .orderBy(desc(goodsComments.createdAt), desc(goodsComments.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: count(), rating: sql<string | null>`avg(${goodsComments.rating})` }).from(goodsComments).where(where),
  ]);
  return {
    list: rows.map(toComment),
    total: summary?.n ?? 0,
    ratingX10: summary?.rating ? Math.round(Number(summary.rating) * 10) : 0,
  };
}

export async function readShopComment(db: Db, id: string) {
  const [row] = await db.select({ ...commentColumns, shopsId: shops.id, shopName: shops.name }).from(goodsComments)
    .innerJoin(goods, eq(goods.id, goodsComments.goodsId)).innerJoin(users, eq(users.id, goodsComments.userId))
    .innerJoin(shops, eq(shops.id, goodsComments.shopId)).where(eq(goodsComments.id, id));
  if (!row) throw notFound('评价');
  return { ...toComment(row), shopsId: row.shopsId, shopName: row.shopName };
}
