import type { Page } from 'playwright-core';
import { PATHS } from '../../../src/routes/paths';

type Pulled = { goodsId: string; goodsKind: string; showShopId: string; onShelf: boolean };

/** Every screen of the route tree, with real parameters where a screen needs one (goods, shop, seeded order). */
export async function everyRoute(page: Page, orderId: string): Promise<string[]> {
  const goods = await page.evaluate(async () => {
    const response = await fetch('/api/sync/goods/pull?limit=2000');
    return ((await response.json()) as { data: { documents: Pulled[] } }).data.documents;
  });
  const of = (kind: string) => goods.find((g) => g.goodsKind === kind && g.onShelf)!.goodsId;
  const withParams: Record<string, string> = {
    [PATHS.goodsInfo]: `?goodsId=${of('ordinary')}`,
    [PATHS.groupGoodsInfo]: `?goodsId=${of('group')}`,
    [PATHS.nftGoodsInfo]: `?goodsId=${of('nft')}`,
    [PATHS.spellGoodsInfo]: `?goodsId=${of('spell')}`,
    [PATHS.auctionGoodsInfo]: `?goodsId=${of('auction')}`,
    [PATHS.integralGoodsInfo]: `?goodsId=${of('integral')}`,
    [PATHS.blindboxDetail]: `?goodsId=${of('blindbox')}`,
    [PATHS.starqGoodsInfo]: `?goodsId=${of('art')}`,
    [PATHS.goodShop]: '?shopsId=S0001',
    [PATHS.shopsDetails]: '?shopsId=S0001',
    [PATHS.shopCommentList]: '?shopsId=S0001',
    [PATHS.search]: '?keyword=手机',
    [PATHS.orderDetails]: `?orderId=${orderId}`,
    [PATHS.orderLogistics]: `?orderId=${orderId}`,
    [PATHS.evaluateList]: `?orderId=${orderId}`,
    [PATHS.salesApply]: `?orderId=${orderId}`,
    [PATHS.playOrder]: `?source=buyNow&goodsId=${of('ordinary')}&num=1`,
  };
  // Screens that leave at once (the login pages of a logged-in user, the WeChat hand-off) are walked elsewhere.
  const skip: string[] = [PATHS.login, PATHS.loginFocus, PATHS.passportLogin, PATHS.payWeixinTransition];
  return Object.values(PATHS).filter((path) => !skip.includes(path)).map((path) => `${path}${withParams[path] ?? ''}`);
}

/** Sideways overflow of the page as a user would scroll it. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
}
