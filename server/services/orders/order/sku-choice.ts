import { inArray } from 'drizzle-orm';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { goodsSkus } from '../../../db/schema';
import { badInput, notFound } from '../../../http/app-error';

/**
 * The SKU each line names (decision 033). A line without skuId names its goods' only SKU (every line stored before
 * specifications, whose default SKU has the goods' id); a goods with several SKUs and no skuId is refused (请选择规格).
 * A named SKU is checked against its goods where it is read (cart, fill-in), so it is not read twice here.
 */
export async function withSkuIds<T extends { goodsId: string; skuId?: string | undefined }>(db: Db, lines: T[]): Promise<(T & { skuId: string })[]> {
  const open = [...new Set(lines.filter((l) => !l.skuId).map((l) => l.goodsId))];
  const only = new Map<string, string[]>();
  if (open.length) {
    const rows = await db.select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus).where(inArray(goodsSkus.goodsId, open));
    for (const row of rows) only.set(row.goodsId, [...(only.get(row.goodsId) ?? []), row.id]);
  }
  return lines.map((line) => {
    if (line.skuId) return { ...line, skuId: line.skuId };
    const ids = only.get(line.goodsId);
    if (!ids) throw notFound('商品');
    if (ids.length > 1) throw badInput(M.chooseSpec);
    return { ...line, skuId: ids[0]! };
  });
}
