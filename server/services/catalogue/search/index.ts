import { and, asc, eq, sql } from 'drizzle-orm';
import { AuctionInfoSchema } from '../../../../src/contract/entities/goods-kinds';
import { homeAuctions, starqHomeGoods } from '../../../../src/contract/catalogue/home';
import { clearHistoryKeywords, historyKeywords, hotKeywords, SEARCH_NAMES, searchGlobalGoods, searchGoods, searchNames, searchShops } from '../../../../src/contract/catalogue/search';
import { pullSearchHistory } from '../../../../src/contract/platform/pull';
import { CART_GOODS_KINDS } from '../../../../src/contract/entities/goods';
import { goods, hotWords, shops } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';
import { goodsCardColumns, toGoods } from '../goods/goods-mapper';
import { findGoodsPage } from '../goods/goods-query-repository';
import { settledPage } from '../../platform/sync/pull-page';
import { clearKeywords, findShops, pullKeywordPage, recentKeywords, rememberKeyword } from './search-repository';

const AUCTION_COUNT = 10;
const endsAt = sql<number>`(${goods.extra}->>'endsAt')::bigint`;

export const searchBindings: Binding[] = [
  bind(searchGoods, async ({ input, db, auth, deps }) => {
    if (auth.userId) await rememberKeyword(db, auth.userId, input.keyword, deps.now());
    return findGoodsPage(db, input, input);
  }),

  bind(searchGlobalGoods, async ({ input, db, auth, deps }) => {
    if (auth.userId) await rememberKeyword(db, auth.userId, input.keyword, deps.now());
    return findGoodsPage(db, { ...input, kinds: ['global'] }, input);
  }),

  bind(searchShops, async ({ input, db }) => findShops(db, input.keyword, input)),

  // A suggestion is not a search: nothing is remembered. The first page of what the search would show, names once each.
  bind(searchNames, async ({ input, db }) => {
    const page = await findGoodsPage(db, { keyword: input.keyword }, { pageNum: 1, pageSize: SEARCH_NAMES * 2 });
    return [...new Set(page.goodsList.map((g) => g.goodsName))].slice(0, SEARCH_NAMES);
  }),

  bind(historyKeywords, async ({ db, auth }) => recentKeywords(db, auth.userId!)),

  bind(clearHistoryKeywords, async ({ db, auth, deps }) => {
    await clearKeywords(db, auth.userId!, deps.now());
    return recentKeywords(db, auth.userId!);
  }),

  bind(pullSearchHistory, async ({ input, db, auth, deps }) => {
    const now = deps.now();
    return settledPage(await pullKeywordPage(db, auth.userId!, input, input.limit), (k) => k.keyword, input.limit, now);
  }),

  bind(hotKeywords, async ({ db }) => (await db.select().from(hotWords).orderBy(asc(hotWords.sort))).map((w) => w.word)),

  bind(starqHomeGoods, async ({ input, db }) => findGoodsPage(db, { kinds: CART_GOODS_KINDS, otherSort: '01' }, input)),

  bind(homeAuctions, async ({ db, deps }) => {
    const rows = await db.select({ ...goodsCardColumns, extra: goods.extra }).from(goods).innerJoin(shops, eq(shops.id, goods.shopId))
      .where(and(eq(goods.kind, 'auction'), eq(goods.onShelf, true), sql`${endsAt} > ${deps.now()}`))
      .orderBy(asc(endsAt), asc(goods.id)).limit(AUCTION_COUNT);
    return {
      goodsList: rows.map((row) => {
        const info = AuctionInfoSchema.parse(row.extra);
        return { ...toGoods(row), currentBid: info.currentBid, bidStep: info.bidStep, endsAt: info.endsAt, bidCount: info.bids.length };
      }),
    };
  }),
];
