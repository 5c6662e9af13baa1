import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { readSkus } from '../../catalogue/goods/skus';
import { newId } from '../../orders/order/ids';
import { specTextOf, type SpecTable, type SpecTableInput } from '../../../../src/contract/shop/goods-skus';
import type { Db } from '../../../db/open';
import { goods, goodsSkus } from '../../../db/schema';

type SkuRow = typeof goodsSkus.$inferSelect;

export function presentSpecTable(dimensions: SpecTable['dimensions'], rows: SkuRow[]): SpecTable {
  if (dimensions.length === 0) return { dimensions: [], skus: [] };
  return {
    dimensions,
    skus: rows.map((r) => ({
      skuId: r.id, choice: r.choice, specText: r.specText, salePrice: r.salePrice, originalPrice: r.originalPrice,
      stock: r.stock, img: r.img, onSale: r.onSale, skuCode: r.code, sales: r.sales,
    })),
  };
}


/**
 * Writes a goods' specification table under the goods row's lock (the caller holds it, as takeStock takes it first).
 * A combination that stays keeps its SKU id, so carts and queued changes naming it stay valid; a dropped one is
 * removed (its cart lines then say 该规格已下架; order lines keep their text); no dimensions means the one default SKU
 * with the goods' own id, priced by the goods' own fields.
 */
export async function writeSpecTable(db: Db, goodsId: string, table: SpecTableInput, own: { salePrice: number; originalPrice: number; stock: number }, now: number) {
  const before = await readSkus(db, goodsId);
  const byChoice = new Map(before.map((r) => [specTextOf(r.choice), r]));
  const rows = table.dimensions.length === 0
    ? [{ id: goodsId, choice: [] as string[], salePrice: own.salePrice, originalPrice: own.originalPrice, stock: own.stock, img: '', skuCode: '', onSale: true }]
    : table.skus.map((s) => ({ ...s, id: byChoice.get(specTextOf(s.choice))?.id ?? newId('SK', now) }));
  const keep = rows.map((r) => r.id);
  await db.delete(goodsSkus).where(and(eq(goodsSkus.goodsId, goodsId), notInArray(goodsSkus.id, keep)));
  await db.insert(goodsSkus).values(rows.map((r, position) => ({
    id: r.id, goodsId, choice: r.choice, specText: specTextOf(r.choice), salePrice: r.salePrice, originalPrice: r.originalPrice,
    stock: r.stock, img: r.img, code: r.skuCode, onSale: r.onSale, position, updatedAt: now,
  }))).onConflictDoUpdate({
    target: goodsSkus.id,
    set: {
      choice: sql`excluded.choice`, specText: sql`excluded.spec_text`, salePrice: sql`excluded.sale_price`, originalPrice: sql`excluded.original_price`,
      stock: sql`excluded.stock`, img: sql`excluded.img`, code: sql`excluded.code`, onSale: sql`excluded.on_sale`, position: sql`excluded.position`, updatedAt: now,
    },
  });
  await db.update(goods).set({ dimensions: table.dimensions, updatedAt: now }).where(eq(goods.id, goodsId));
  await deriveCardFigures(db, [goodsId], now);
}

/**
 * The goods' card figures from its SKUs, in the transaction that changed them (decision 033): the lowest on-sale
 * price (and that SKU's original price), the highest for a goods sold by specification (max_price: ¥39起 when it
 * differs; also when it does not, so a phone that never read the detail knows a specification must be chosen), and
 * the on-sale stock. Lists, filters, sorts and their indexes read these
 * columns, so no list joins SKUs. Sales are not derived: takeStock and releaseStock move them with the SKUs', and a
 * removed SKU's sales stay the goods'.
 */
export async function deriveCardFigures(db: Db, goodsIds: string[], now: number): Promise<void> {
  await db.execute(sql`
    update ${goods} set sale_price = f.sale_price, original_price = f.original_price, stock = f.stock,
      max_price = case when f.max_price > f.sale_price or jsonb_array_length(${goods.dimensions}) > 0 then greatest(f.max_price, f.sale_price) else 0 end,
      updated_at = ${now}
    from (
      select goods_id,
        coalesce(min(sale_price) filter (where on_sale), min(sale_price)) as sale_price,
        coalesce((array_agg(original_price order by sale_price, position) filter (where on_sale))[1], max(original_price)) as original_price,
        coalesce(sum(stock) filter (where on_sale), 0)::int as stock,
        coalesce(max(sale_price) filter (where on_sale), 0) as max_price
      from ${goodsSkus} where ${inArray(goodsSkus.goodsId, goodsIds)} group by goods_id
    ) f
    where ${goods.id} = f.goods_id`);
}
