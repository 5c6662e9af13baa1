import { and, asc, eq, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import type { Blindbox } from '../../../../src/contract/shop/themes';
import type { Db } from '../../../db/open';
import { blindBoxes, blindBoxGoods, goods, goodsClasses } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { newId } from '../../orders/order/ids';
import { createGoods, setShelf, type Owner } from '../goods/edit';
import { matchSoldGoods, readBox } from './blindboxes';
import { assertShopGoods } from './themes';

/** The category a sold box is listed under: the catalogue's blind-box leaf, else the category of its first item. */
const BOX_CLASS_NAME = '潮玩盲盒';

async function boxClassId(db: Db, firstItemId: string): Promise<string> {
  const [leaf] = await db.select({ id: goodsClasses.id }).from(goodsClasses)
    .where(and(eq(goodsClasses.name, BOX_CLASS_NAME), sql`not exists (select 1 from goods_classes c where c.pid = ${goodsClasses.id})`))
    .orderBy(asc(goodsClasses.id)).limit(1);
  if (leaf) return leaf.id;
  const [item] = await db.select({ classId: goods.classId }).from(goods).where(eq(goods.id, firstItemId));
  return item!.classId;
}

/**
 * 上架销售: the box becomes a goods of kind blindbox (the box's price, name and pictures; `stock` boxes) created and shelved
 * the way any shop goods is (createGoods: one shelf ticket), linked once by blind_box_goods. The box row is locked, so two
 * sales of one box make one goods; the version the owner saw is the one on sale (a stale one is refused, 4206).
 */
export async function sellBox(db: Db, owner: Owner, input: { boxId: string; baseVersion: number; stock: number }, now: number): Promise<Blindbox> {
  const [row] = await db.select({ version: blindBoxes.version }).from(blindBoxes)
    .where(and(eq(blindBoxes.id, input.boxId), eq(blindBoxes.shopId, owner.shopId))).for('update');
  if (!row) throw notFound('盲盒');
  if (row.version !== input.baseVersion) throw new AppError(CODES.goodsChanged, '盲盒已在其他设备上修改，请刷新后再上架销售');
  const box = await readBox(db, owner.shopId, input.boxId);
  if (box.goodsId) throw new AppError(CODES.conflict, '该盲盒已在销售，库存与上下架请在盲盒列表或商品管理中修改');
  await assertShopGoods(db, owner.shopId, box.items.map((i) => i.goodsId));
  const goodsId = newId('GB', now);
  await createGoods(db, owner, {
    goodsId, kind: 'blindbox', name: box.name, classId: await boxClassId(db, box.items[0]!.goodsId), salePrice: box.price, originalPrice: box.price,
    stock: input.stock, imgs: [box.cover, ...box.detailImgs], video: '', onShelf: true, specs: [],
    description: `${box.name}：随机获得以下商品之一，各款概率见详情。${box.items.map((i) => i.goodsName).join('、')}`,
  }, now);
  return sellAs(db, owner.shopId, box.boxId, goodsId, now);
}

/**
 * The box goes on sale as `goodsId`, a goods of kind blindbox of the box's shop: linked once, and the goods shows the
 * box (its name, pictures, price and odds). sellBox's way, and the demo seed's for the catalogue's blindbox goods.
 */
export async function sellAs(db: Db, shopId: string, boxId: string, goodsId: string, now: number): Promise<Blindbox> {
  await db.insert(blindBoxGoods).values({ goodsId, boxId });
  await db.update(blindBoxes).set({ onSale: true, updatedAt: now }).where(eq(blindBoxes.id, boxId));
  const sold = await readBox(db, shopId, boxId);
  await matchSoldGoods(db, sold, now);
  return sold;
}

/**
 * 上架/下架 of a box is the shelf of the goods it is sold as (setShelf: one shelf ticket on, free off), the one way a
 * shop goods is shelved. A box not yet sold has nothing to shelve: it goes on sale by 上架销售, with its stock.
 */
export async function shelfBox(db: Db, owner: Owner, input: { boxId: string; onSale: boolean }, now: number): Promise<Blindbox> {
  const box = await readBox(db, owner.shopId, input.boxId);
  if (!box.goodsId) {
    if (input.onSale) throw badInput('请先上架销售：填写盒数后上架');
    return box;
  }
  if (input.onSale) await assertShopGoods(db, owner.shopId, box.items.map((i) => i.goodsId));
  await setShelf(db, owner, box.goodsId, input.onSale, now);
  return readBox(db, owner.shopId, box.boxId);
}
