import type { CartLine } from '../contract/entities/cart';
import type { CartDoc } from '../db/collections/cart';
import type { OutboxEntry } from '../db/collections/outbox';

export interface CartViewLine extends CartLine {
  /** A queued change touches this line and the host has not confirmed it yet. */
  pending: boolean;
}

export interface CartViewGroup {
  shopId: string;
  shopName: string;
  shopLogo: string;
  orderGoodsVoList: CartViewLine[];
}

/** What an add carries so the line shows before the host answers. */
export interface CartAddPreview {
  /** 红色 / M for the chosen SKU; absent for a goods of one SKU (and in adds queued before specifications). */
  specText?: string;
  goodsName: string;
  goodsImg: string;
  goodsKind: CartLine['goodsKind'];
  goodsSalePrice: number;
  stock: number;
  shopId: string;
  shopName: string;
  shopLogo: string;
}

type Line = CartViewLine & { shopId: string; shopName: string; shopLogo: string };

/** The line a change names: its SKU, or for a change without one the goods' only SKU, under the goods' id (decision 033). */
const skuKey = (args: Record<string, unknown>) => String(args.skuId ?? args.goodsId);

function applyEntry(lines: Map<string, Line>, entry: OutboxEntry): void {
  const args = entry.args as Record<string, unknown>;
  switch (entry.name) {
    case 'cart.add': {
      const skuId = skuKey(args);
      const num = Number(args.num);
      const line = lines.get(skuId);
      if (line) {
        lines.set(skuId, { ...line, num: line.num + num, selected: args.keepSelection === true ? line.selected : true, pending: true });
      } else {
        const { specText = '', ...preview } = entry.preview as unknown as CartAddPreview;
        if (!preview.goodsName) return;
        lines.set(skuId, { ...preview, goodsId: String(args.goodsId), skuId, specText, skuOff: false, num, selected: true, pending: true });
      }
      return;
    }
    case 'cart.update': {
      const skuId = skuKey(args);
      const line = lines.get(skuId);
      if (!line) return;
      lines.set(skuId, {
        ...line,
        num: args.num === undefined ? line.num : Number(args.num),
        selected: args.selected === undefined ? line.selected : Boolean(args.selected),
        pending: true,
      });
      return;
    }
    case 'cart.delete':
      for (const skuId of (args.skuIds as string[] | undefined) ?? []) lines.delete(skuId);
      for (const goodsId of (args.goodsIds as string[] | undefined) ?? []) {
        for (const [skuId, line] of lines) if (line.goodsId === goodsId) lines.delete(skuId);
      }
      return;
    case 'cart.selectShop':
      for (const [skuId, line] of lines) {
        if (args.shopId === undefined || line.shopId === args.shopId) {
          lines.set(skuId, { ...line, selected: Boolean(args.selected), pending: true });
        }
      }
  }
}

/**
 * The cart the user sees: the host-confirmed lines with the pending outbox
 * entries re-applied in order (the outbox is the truth; a rejected entry is
 * simply not applied, which rolls its change back).
 */
export function deriveCartView(confirmed: CartDoc[], entries: OutboxEntry[]): CartViewGroup[] {
  const lines = new Map<string, Line>();
  for (const doc of [...confirmed].sort((a, b) => a.position - b.position)) {
    const { id: _id, userId: _userId, position: _position, ...line } = doc;
    lines.set(doc.skuId, { ...line, pending: false });
  }
  const pending = entries.filter((e) => e.status === 'pending' && e.name.startsWith('cart.')).sort((a, b) => a.seq - b.seq);
  for (const entry of pending) applyEntry(lines, entry);

  const groups = new Map<string, CartViewGroup>();
  for (const { shopId, shopName, shopLogo, ...line } of lines.values()) {
    const group = groups.get(shopId) ?? { shopId, shopName, shopLogo, orderGoodsVoList: [] };
    group.orderGoodsVoList.push(line);
    groups.set(shopId, group);
  }
  return [...groups.values()];
}
