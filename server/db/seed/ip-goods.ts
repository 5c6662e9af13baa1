import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../open';
import { goods } from '../schema';
import { imageUrl } from './images';
import { seedPastOrders } from './past-orders';

const DAY = 86_400_000;
/** Ours: the IP goods of the demo shop 杭州锦绣服饰旗舰店 (owner 13800000005) whose buyers its owner sees (selbuyusersinfo). */
export const SEED_IP_GOODS_ID = 'GIP0001';
const SHOP = 'S0003';
/** Demo accounts other than the consumer buy it, so the consumer's own lists stay as other tests know them. */
const BUYERS = [
  { userId: 'U000006', tag: 'SEEDIPA', ago: 3, address: { name: '王先生', phone: '13800000006', regionName: '浙江省 杭州市 西湖区', detail: '文三路90号' } },
  { userId: 'U000004', tag: 'SEEDIPB', ago: 1, address: { name: '华强店主', phone: '13800000004', regionName: '广东省 深圳市 福田区', detail: '华强北路1002号' } },
] as const;

/** An IP goods with two paid (completed) orders by other demo accounts. */
export async function seedIpGoods(db: Db, now: number): Promise<void> {
  const [model] = await db.select().from(goods).where(and(eq(goods.shopId, SHOP), eq(goods.kind, 'ordinary'))).orderBy(asc(goods.id)).limit(1);
  if (!model) return;
  const img = imageUrl('星Q熊', 340, { art: 'toyFigure' });
  await db.insert(goods).values({
    ...model, id: SEED_IP_GOODS_ID, kind: 'ip', name: '星Q熊×锦绣联名刺绣T恤', img, imgs: [img], video: null,
    description: '星Q熊官方授权联名款，纯棉刺绣。', salePrice: 12900, originalPrice: 15900, stock: 200, sales: BUYERS.length, onShelf: true,
    extra: { ipName: '星Q熊', license: '星Q授权字〔2026〕0815号' }, updatedAt: now - 10 * DAY,
  });
  for (const buyer of BUYERS) {
    const completedAt = now - buyer.ago * DAY;
    await seedPastOrders(db, buyer.userId, [{ goodsId: SEED_IP_GOODS_ID, completedAt, evaluatedAt: completedAt + DAY / 2 }], { tag: buyer.tag, address: buyer.address });
  }
}
