import type { Database } from '../server/db/open';
import { addresses, goods } from '../server/db/schema';
import { issueToken } from '../server/auth/tokens';

const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

export interface RaceSetup {
  buyers: { userId: string; token: string; addressId: string }[];
  goods: { id: string; price: number }[];
}

/** Buyers logged in and with an address, and one goods of stock 50 per contention run, written before the host starts. */
export async function seedRace(database: Database, userIds: string[], runs: number, classId: string, shopId: string): Promise<RaceSetup> {
  const now = Date.now();
  const buyers = [];
  for (const userId of userIds) {
    const { token } = await issueToken(database.db, userId, 'user', null, now, DAY);
    buyers.push({ userId, token, addressId: `BA-${userId}` });
  }
  await database.db.insert(addresses).values(buyers.map((b) => ({
    id: b.addressId, userId: b.userId, name: '压测买家', phone: '13900000000', provinceCode: '330000', cityCode: '330100',
    districtCode: '330106', regionName: '浙江省 杭州市 西湖区', detail: '文三路1号', isDefault: true, createdAt: NOW, updatedAt: NOW,
  })));
  const raceGoods = Array.from({ length: runs }, (_, i) => ({ id: `BRACE${i + 1}`, price: 1990 }));
  await database.db.insert(goods).values(raceGoods.map((g) => ({
    id: g.id, shopId, classId, name: `抢购压测商品${g.id}`, img: '/media/img/0/%E6%8A%A2%E8%B4%AD.svg', imgs: [], video: null,
    description: '压测', kind: 'ordinary', salePrice: g.price, originalPrice: g.price, stock: 50, sales: 0, creator: '压测', age: '',
    onShelf: true, extra: {}, updatedAt: NOW,
  })));
  return { buyers, goods: raceGoods };
}
