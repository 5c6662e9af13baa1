import type { OtherSort, PriceSort } from './sort-filter';

export type GoodsOrderField = 'updatedAt' | 'sales' | 'price' | 'points';
export interface GoodsOrderKey {
  field: GoodsOrderField;
  direction: 'asc' | 'desc';
}

/**
 * spec §4 sort values as an order, shared by the host's SQL and the local
 * store's query so both list the same goods in the same order. 综合 (00, or
 * nothing chosen) is ours: newest first. Ties always fall back to the goods id.
 * A list of integral goods alone (the 积分商城) sorts its 价格 tab by points: their cards say 500 积分, not a price,
 * and a shop sets the points apart from the price (issue 17).
 */
export function goodsOrder(otherSort: OtherSort, priceSort: PriceSort, kinds: readonly string[] = []): GoodsOrderKey[] {
  switch (otherSort) {
    case '01':
      return [{ field: 'sales', direction: 'desc' }];
    case '02': {
      const pointsOnly = kinds.length > 0 && kinds.every((kind) => kind === 'integral');
      return [{ field: pointsOnly ? 'points' : 'price', direction: priceSort === '00' ? 'desc' : 'asc' }];
    }
    default:
      return [{ field: 'updatedAt', direction: 'desc' }];
  }
}

/** A class and every class under it (spec §3 category nodes linked by classPid). */
export function descendantClassIds(nodes: readonly { id: string; classPid: string }[], rootId: string): string[] {
  const children = new Map<string, string[]>();
  for (const node of nodes) children.set(node.classPid, [...(children.get(node.classPid) ?? []), node.id]);
  const found: string[] = [];
  const walk = (id: string) => {
    found.push(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  walk(rootId);
  return found;
}
