import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../open';
import { goods } from '../schema';
import { imageUrl } from './images';

const DAY = 86_400_000;
/** Ours: two group goods of 星Q官方旗舰店 with known sizes, for the demo and the tests (three seats and two seats). */
export const SEED_GROUP3_GOODS_ID = 'GGB0003';
export const SEED_GROUP2_GOODS_ID = 'GGB0002';

export async function seedGroupBuy(db: Db, now: number): Promise<void> {
  const [model] = await db.select().from(goods).where(and(eq(goods.shopId, 'S0001'), eq(goods.kind, 'ordinary'))).orderBy(asc(goods.id)).limit(1);
  if (!model) return;
  const items = [
    { id: SEED_GROUP3_GOODS_ID, name: '【三人团】星Q熊保温杯 500ml', art: 'thermos', salePrice: 8900, groupPrice: 5900, groupSize: 3 },
    { id: SEED_GROUP2_GOODS_ID, name: '【两人团】星Q熊帆布袋', art: 'bags', salePrice: 4900, groupPrice: 2990, groupSize: 2 },
  ];
  await db.insert(goods).values(items.map((item) => {
    const img = imageUrl(item.name.slice(5, 9), 340, { art: item.art });
    return {
      ...model, id: item.id, kind: 'group', name: item.name, img, imgs: [img], video: null,
      description: '邀好友成团立享拼团价，未成团自动退款。', salePrice: item.salePrice, originalPrice: item.salePrice + 2000, stock: 500, sales: 0,
      onShelf: true, extra: { groupSize: item.groupSize, groupPrice: item.groupPrice, endsAt: now + 30 * DAY }, updatedAt: now,
    };
  }));
}
