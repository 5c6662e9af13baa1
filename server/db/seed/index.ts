import type { Db } from '../open';
import { banners, goods, goodsClasses, hotWords, shops, users } from '../schema';
import { CATALOGUE } from './catalogue-data';
import { buildDemoUsers, DEMO_ACCOUNTS } from './demo-users';
import { seedShopApplication } from './shop-application';
import { buildGoods, flattenCatalogue, type GoodsRow } from './goods-factory';
import { bannerUrl, imageUrl } from './images';
import { mulberry32 } from './random';
import { seedDiscovery } from './discovery';
import { seedMyLists } from './my-lists';
import { seedCheckout } from './checkout';
import { seedShopBusiness } from './shop-business';
import { SHOPS } from './shop-data';
import { seedHelp } from './help';
import { seedSettingsInfo } from './settings-info';
import { seedIpGoods } from './ip-goods';
import { seedGroupBuy } from './group-buy';
import { seedAuctions, seedBlindboxLots } from './auctions';
import { seedIntegralPoints } from './integral-points';
import { seedBlindboxes } from './blindboxes';
import { seedGoodsAgents } from './goods-agents';
import { seedSocialFeed } from './social-feed';
import { seedThemes } from './themes';
import { seedCoupons } from './coupons';
import { seedSkuGoods } from './sku-goods';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users';

const SEED = 20_261_101;
// Multi-row inserts: PGlite manages only ~2000 single-row inserts a second.
const CHUNK = 200;

const HOT_WORDS = ['手机壳', '盲盒', '数字藏品', '连衣裙', '蓝牙耳机', '黄金', '茶叶', '拼团', '海外直邮', '积木'];

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: shops.id }).from(shops).limit(1);
  return rows.length > 0;
}

function buildShopRows(now: number): (typeof shops.$inferInsert)[] {
  return SHOPS.map((shop, index) => ({
    id: shop.id,
    shopNo: `SP${String(10001 + index)}`,
    name: shop.name,
    logo: imageUrl(shop.name.slice(0, 4), shop.hue, { art: 'shop' }),
    fans: shop.fans,
    location1: shop.location[0],
    location2: shop.location[1],
    location3: shop.location[2],
    locationName: shop.locationName,
    address: shop.address,
    phone: shop.phone,
    rankName: shop.rankName,
    rankLogo: shop.rankName ? imageUrl(shop.rankName, 45, { art: 'rank' }) : '',
    isZfm: shop.isZfm,
    ownerUserId: DEMO_ACCOUNTS.find((account) => account.shopId === shop.id)?.userId ?? null,
    updatedAt: now,
  }));
}

function buildBanners(rows: readonly GoodsRow[]): (typeof banners.$inferInsert)[] {
  const firstOf = (kind: string) => rows.find((row) => row.kind === kind && row.onShelf !== false)?.id ?? null;
  const slides = [
    { title: '星Q双11狂欢节', hue: 0, art: 'phone', goodsId: null },
    { title: '潮玩盲盒上新', hue: 300, art: 'toyFigure', goodsId: firstOf('blindbox') },
    { title: '数字藏品首发', hue: 250, art: 'nftArt', goodsId: firstOf('nft') },
    { title: '海外直邮正品', hue: 190, art: 'cream', goodsId: firstOf('global') },
    { title: '拼团低至五折', hue: 30, art: 'fruit', goodsId: firstOf('group') },
  ];
  return slides.map((slide, index) => ({
    id: `B${String(index + 1).padStart(3, '0')}`,
    title: slide.title,
    image: bannerUrl(slide.title, slide.hue, { art: slide.art }),
    goodsId: slide.goodsId,
    sort: index + 1,
  }));
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

/** The demo catalogue, shops and accounts; call only on an empty database (see isSeeded). */
export async function seedDemo(db: Db, now: number): Promise<void> {
  const rand = mulberry32(SEED);
  const catalogue = flattenCatalogue(CATALOGUE);
  const goodsRows = buildGoods(rand, now, catalogue.leaves, SHOPS);
  const userRows = await buildDemoUsers(now);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(userRows);
    await tx.insert(shops).values(buildShopRows(now));
    await insertChunked(catalogue.rows, (chunk) => tx.insert(goodsClasses).values(chunk));
    await insertChunked(goodsRows, (chunk) => tx.insert(goods).values(chunk));
    await seedSkuGoods(tx, now, catalogue.leaves);
    await tx.insert(banners).values(buildBanners(goodsRows));
    await tx.insert(hotWords).values(HOT_WORDS.map((word, index) => ({ word, sort: index + 1 })));
    await seedDiscovery(tx);
    await seedMyLists(tx, now);
    await seedCheckout(tx, now);
    await seedShopApplication(tx, now);
    await seedShopBusiness(tx, now);
    await seedHelp(tx, now);
    await seedSettingsInfo(tx, now);
    await seedIpGoods(tx, now);
    await seedGroupBuy(tx, now);
    await seedAuctions(tx, now);
    await seedIntegralPoints(tx, now);
    await seedBlindboxes(tx, now);
    await seedBlindboxLots(tx, now);
    await seedGoodsAgents(tx, now);
    await seedSocialFeed(tx, now);
    await seedThemes(tx, now);
    await seedCoupons(tx, now);
  });
}
