import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../open';
import { goods, themes } from '../schema';
import { imageUrl } from './images';

const HOUR = 3_600_000;
/** Ours (issue 17): the demo's collectibles grouped by their series (the middle of 数字藏品·山海经·典藏版), one theme each. */
const SERIES = [
  { series: '山海经', name: '山海经数字藏品', hue: 46, description: '异兽与神山，山海经系列数字藏品，每件均有链上编号与证书。' },
  { series: '敦煌飞天', name: '敦煌飞天数字藏品', hue: 344, description: '飞天与九色鹿，取材敦煌壁画的数字藏品系列。' },
  { series: '千里江山', name: '千里江山数字藏品', hue: 124, description: '青绿山水长卷化作数字藏品，限量发行。' },
] as const;

/** A few themes of the shop that sells the collectibles, so theme_index and theme_detail_info show something at once. */
export async function seedThemes(db: Db, now: number): Promise<void> {
  const nft = await db.select({ id: goods.id, shopId: goods.shopId, name: goods.name }).from(goods)
    .where(and(eq(goods.kind, 'nft'), eq(goods.onShelf, true))).orderBy(asc(goods.id));
  const rows = SERIES.flatMap((s, i) => {
    const grouped = nft.filter((g) => g.name.split('·')[1] === s.series).slice(0, 12);
    if (grouped.length === 0) return [];
    const look = { art: 'nftArt', kind: 'nft' };
    return [{
      id: `TH-SEED-${i + 1}`, shopId: grouped[0]!.shopId, name: s.name, description: s.description,
      cover: imageUrl(s.series, s.hue, look),
      detailImgs: [imageUrl(s.series, s.hue + 40, { ...look, view: 'detail' }), imageUrl(`${s.series}证书`, s.hue + 80, { ...look, view: 'detail' })],
      goodsIds: grouped.filter((g) => g.shopId === grouped[0]!.shopId).map((g) => g.id),
      // Older than anything a test or a shop makes today: theme_index lists newest first.
      createdAt: now - (i + 1) * HOUR, updatedAt: now - (i + 1) * HOUR,
    }];
  });
  if (rows.length) await db.insert(themes).values(rows);
}
