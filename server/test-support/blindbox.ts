import { randomUUID } from 'node:crypto';
import { blindBoxes, blindBoxGoods, blindBoxVersions } from '../db/schema';
import { queryRows, type TestApp } from './test-app';

export interface TestBox { boxId: string; goodsId: string; itemIds: string[]; price: number }

/**
 * A box of shop S0001 (owner 13800000002) sold as one of the catalogue's blindbox goods moved to that shop, with
 * `stock` boxes; items are three of the shop's ordinary goods at 70/25/5 %.
 */
export async function makeBox(t: TestApp, opts: { stock: number; guaranteeDraws?: number; purchaseLimit?: number }): Promise<TestBox> {
  // One of the seed's boxed goods (seed/blindboxes.ts) no lot auctions, now sold as this box instead of its seeded one.
  const [box] = await queryRows<{ id: string }>(t, `select id from goods where kind = 'blindbox' and id not in (select goods_id from auction_lots)
    and id in (select goods_id from blind_box_goods where box_id like 'BB-%') order by id limit 1`);
  await queryRows(t, `delete from blind_box_goods where goods_id = '${box!.id}'`);
  const items = await queryRows<{ id: string; sale_price: number }>(t, "select id, sale_price from goods where kind = 'ordinary' and on_shelf and shop_id = 'S0001' order by id limit 3");
  const price = 5900;
  await queryRows(t, `update goods set shop_id = 'S0001', stock = ${opts.stock}, on_shelf = true, sale_price = ${price} where id = '${box!.id}'`);
  const odds = [7000, 2500, 500];
  const rare = items[2]!.id;
  const definition = {
    themeId: '', name: '星Q测试盲盒', cover: '/media/test.webp', detailImgs: [] as string[], price,
    items: items.map((item, i) => ({ goodsId: item.id, oddsBp: odds[i]!, valueFen: item.sale_price })),
    guaranteeDraws: opts.guaranteeDraws ?? null, guaranteeGoodsId: opts.guaranteeDraws ? rare : '', purchaseLimit: opts.purchaseLimit ?? null,
  };
  const boxId = `TB${randomUUID().slice(0, 8)}`;
  const now = t.clock.now;
  await t.database.db.insert(blindBoxes).values({ id: boxId, shopId: 'S0001', onSale: true, version: 1, ...definition, createdAt: now, updatedAt: now });
  await t.database.db.insert(blindBoxVersions).values({ boxId, version: 1, definition, createdAt: now });
  await t.database.db.insert(blindBoxGoods).values({ goodsId: box!.id, boxId });
  return { boxId, goodsId: box!.id, itemIds: items.map((i) => i.id), price };
}

/** What the owner's edit does (shop-themes/blindboxes.ts updateBox): a new version, here with other odds. */
export async function bumpBoxVersion(t: TestApp, boxId: string): Promise<void> {
  await queryRows(t, `update blind_boxes set version = version + 1, items = jsonb_set(jsonb_set(items, '{0,oddsBp}', '2500'), '{1,oddsBp}', '7000') where id = '${boxId}'`);
  await queryRows(t, `insert into blind_box_versions (box_id, version, definition, created_at)
    select id, version, jsonb_build_object('items', items, 'guaranteeDraws', guarantee_draws, 'guaranteeGoodsId', guarantee_goods_id, 'purchaseLimit', purchase_limit), ${t.clock.now}
    from blind_boxes where id = '${boxId}'`);
}
