import type { Page } from 'playwright-core';
import { addToCartByUi, plusOnCart, seenEntries } from './app';
import { sleep } from './faults';
import type { Catalogue, Op, UserState } from './model';
import type { ChaosEnv } from './run-types';

/**
 * A change made by a tap in the real screens. The outbox says whether the app took it (the screen may lag under load):
 * the new entry's id, or null; what the screen showed against the acknowledged changes (`model`) is noted.
 */
export async function tapChange(page: Page, env: ChaosEnv, op: Op, acknowledgedIds: string[], model: UserState, note: (text: string) => void): Promise<string | null> {
  const goodsId = op.args.goodsId as string;
  const known = new Set([...(await seenEntries(page)), ...acknowledgedIds]);
  if (op.name === 'cart.add') {
    const goods = env.catalogue.goods.find((g) => g.goodsId === goodsId)!;
    if (!(await addToCartByUi(page, env.baseUrl, goodsId, goods.goodsName))) note(`加入购物车 ${goodsId}: not added (no 已加入购物车 within 5 s, or offline with no copy of the goods)`);
  } else {
    const modelNum = model.cart[goodsId];
    const tap = await plusOnCart(page, env.baseUrl, goodsId);
    if (!tap) {
      note(`the cart screen did not show ${goodsId} within 5 s (acknowledged changes make ${modelNum})`);
      return null;
    }
    if (tap.before !== modelNum) note(`the cart screen showed ${goodsId}×${tap.before} while the acknowledged changes make ${modelNum}`);
    if (tap.after !== tap.before + 1) note(`+ on ${goodsId}: the screen still showed ${tap.after} 3 s after the tap`);
  }
  for (let i = 0; i < 20; i++) {
    const created = (await seenEntries(page)).filter((id) => !known.has(id));
    if (created.length > 1) note(`one tap made ${created.length} outbox entries`);
    if (created.length) return created.at(-1)!;
    await sleep(250);
  }
  return null;
}

/** What a screen shows of a change before the host confirms it: the goods or shop as the catalogue has them. */
export function previewOf(op: Op, catalogue: Catalogue): Record<string, unknown> {
  const goods = catalogue.goods.find((g) => g.goodsId === op.args.goodsId);
  const shop = catalogue.shops.find((s) => s.shopsId === op.args.shopsId);
  if (op.name === 'cart.add' && goods) {
    return { goodsName: goods.goodsName, goodsImg: goods.goodsImg, goodsKind: 'ordinary', goodsSalePrice: goods.price, stock: goods.stock, shopId: goods.shopId, shopName: goods.shopName, shopLogo: '' };
  }
  if (op.name === 'marks.collect' && goods) return { title: goods.goodsName, image: goods.goodsImg, price: goods.price, sub: goods.shopName, extra: 'ordinary', classId: '' };
  if (op.name === 'marks.follow' && shop) return { title: shop.shopName, image: '', price: 0, sub: '', extra: '', classId: '' };
  if (op.name.startsWith('address.')) return { regionName: '' };
  return {};
}
