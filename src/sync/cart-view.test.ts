import { describe, expect, it } from 'vitest';
import type { CartDoc } from '../db/collections/cart';
import type { OutboxEntry } from '../db/collections/outbox';
import { deriveCartView } from './cart-view';

const confirmed = (goodsId: string, shopId: string, num: number, position: number): CartDoc => ({
  id: `U1:${goodsId}`, userId: 'U1', goodsId, skuId: goodsId, specText: '', skuOff: false, goodsName: `商品${goodsId}`, goodsImg: '', goodsKind: 'ordinary',
  goodsSalePrice: 1990, num, selected: true, stock: 10, shopId, shopName: `店铺${shopId}`, shopLogo: '', position,
});

let seq = 0;
const entry = (name: string, args: Record<string, unknown>, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: `m${++seq}`, seq, clientId: 'c', userId: 'U1', name, args, preview: {}, createdAt: 0,
  status: 'pending', errorCode: 0, errorMsg: '', attempts: 0, ...extra,
});

const preview = { goodsName: '华为手机壳透明防摔', goodsImg: '/img.svg', goodsKind: 'ordinary', goodsSalePrice: 2990, stock: 5, shopId: 'S2', shopName: '华强数码专营店', shopLogo: '' };

describe('the cart the user sees (confirmed + pending, in order)', () => {
  it('shows the host-confirmed cart grouped by shop, nothing pending', () => {
    const view = deriveCartView([confirmed('G2', 'S1', 1, 1), confirmed('G1', 'S1', 2, 0), confirmed('G3', 'S2', 1, 2)], []);
    expect(view.map((g) => [g.shopId, g.orderGoodsVoList.map((l) => l.goodsId)])).toEqual([['S1', ['G1', 'G2']], ['S2', ['G3']]]);
    expect(view.flatMap((g) => g.orderGoodsVoList).every((l) => !l.pending)).toBe(true);
  });

  it('a pending + on an unselected line keeps it unselected; a pending add from a goods page selects it (issue 34.9)', () => {
    const unselected = { ...confirmed('G1', 'S1', 1, 0), selected: false };
    const plus = deriveCartView([unselected], [entry('cart.add', { goodsId: 'G1', num: 1, keepSelection: true })]);
    expect(plus[0]!.orderGoodsVoList[0]).toMatchObject({ num: 2, selected: false, pending: true });
    const added = deriveCartView([unselected], [entry('cart.add', { goodsId: 'G1', num: 1 })]);
    expect(added[0]!.orderGoodsVoList[0]).toMatchObject({ num: 2, selected: true });
  });

  it('applies pending adds, updates, deletes and selections in seq order and marks them pending', () => {
    const view = deriveCartView([confirmed('G1', 'S1', 1, 0), confirmed('G3', 'S1', 1, 1)], [
      entry('cart.add', { goodsId: 'G9', num: 1 }, { preview }),
      entry('cart.add', { goodsId: 'G1', num: 2 }),
      entry('cart.update', { goodsId: 'G9', num: 4 }),
      entry('cart.delete', { goodsIds: ['G3'] }),
      entry('cart.selectShop', { shopId: 'S2', selected: false }),
    ]);
    const lines = view.flatMap((g) => g.orderGoodsVoList);
    expect(lines.map((l) => [l.goodsId, l.num, l.selected, l.pending])).toEqual([
      ['G1', 3, true, true],
      ['G9', 4, false, true],
    ]);
    expect(view.map((g) => g.shopName)).toEqual(['店铺S1', '华强数码专营店']);
  });

  it('a rejected entry is not applied: its change is rolled back', () => {
    const view = deriveCartView([confirmed('G1', 'S1', 1, 0)], [
      entry('cart.update', { goodsId: 'G1', num: 99 }, { status: 'rejected', errorMsg: '库存不足' }),
    ]);
    expect(view[0]!.orderGoodsVoList[0]).toMatchObject({ num: 1, pending: false });
  });

  it('an update of a line that is not in the cart changes nothing', () => {
    expect(deriveCartView([], [entry('cart.update', { goodsId: 'G1', num: 2 })])).toEqual([]);
  });
});
