import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallDef } from '../../../../src/contract/define-call';
import type { GoodsKind } from '../../../../src/contract/entities/goods';
import { KIND_DETAIL_CALLS, type KindWithDetail } from '../../../../src/contract/catalogue/goods-detail';
import { goods, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { toGoodsDetail } from './goods-mapper';
import { readSkus } from './skus';

const KIND_NAMES: Record<KindWithDetail, string> = {
  group: '团购商品', auction: '拍卖商品', blindbox: '盲盒', nft: '数字藏品', spell: '拼单商品', integral: '积分商品',
  global: '全球购商品', art: '艺术品', gold: '黄金商品', meta: '元宇宙商品', ip: 'IP商品',
};

/** Each kind's detail call answers only goods of that kind, with goods.extra read through the kind's schema. */
function bindKindDetail(kind: KindWithDetail, call: CallDef): Binding {
  const infoSchema = (call.response as z.ZodObject).shape.kindInfo as z.ZodType;
  return bind(call as CallDef<z.ZodObject<{ goodsId: z.ZodString }>>, async ({ input, db }) => {
    const [row] = await db.select({ g: goods, shopName: shops.name }).from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId)).where(eq(goods.id, input.goodsId));
    if (!row || (row.g.kind as GoodsKind) !== kind) throw notFound(KIND_NAMES[kind]);
    return { ...toGoodsDetail({ ...row.g, shopName: row.shopName }, await readSkus(db, row.g.id)), kindInfo: infoSchema.parse(row.g.extra) };
  });
}

export const kindDetailBindings: Binding[] = (Object.entries(KIND_DETAIL_CALLS) as [KindWithDetail, CallDef][])
  .map(([kind, call]) => bindKindDetail(kind, call));
