// goods and search hosts: the home page (spec §7 Home and search, Classes, ads and shops).
import { z } from 'zod';
import { defineCall, PUBLIC_READ_CACHE_MS } from '../define-call';
import { GoodsSchema } from '../entities/goods';
import { FocusShopSchema } from '../entities/my-lists';
import { countField, pageFields } from '../fields';
import { BannerSchema } from './goods';
import { GoodsPageSchema } from './goods-query';

function homeCall<Req extends z.ZodType, Res extends z.ZodType>(host: 'goods' | 'search', name: string, path: string, request: Req, response: Res) {
  return defineCall({ name: `${host}.${name}`, host, method: 'POST', path, encoding: 'json', role: 'visitor', mutating: false, sharedCacheMs: PUBLIC_READ_CACHE_MS, request, response });
}

/** Platform ad slots (the banners), in order. */
export const platformAds = homeCall('goods', 'platformAds', '/api/advertisement/advertisement/platformpageinfo', z.object({}), z.array(BannerSchema));

export const HOME_MODULES = ['banner', 'hotWords', 'nav', 'honour', 'dayNew', 'auction', 'starq'] as const;
export const HomeModuleSchema = z.object({ type: z.enum(HOME_MODULES), title: z.string() });
export type HomeModule = z.infer<typeof HomeModuleSchema>;

/** The platform's active home template: which sections the home page shows, in which order. */
export const pageTemplate = homeCall('goods', 'pageTemplate', '/api/pagetemplate/pagetemplate/selplatpagetemplate', z.object({}),
  z.object({ templateId: z.string(), name: z.string(), modules: z.array(HomeModuleSchema) }).nullable());

/** Best sellers of ranked (honour) shops. */
export const honourRecommend = homeCall('goods', 'honourRecommend', '/api/homepagemanage/gethonourrecommendinfo', z.object({}),
  z.object({ goodsList: z.array(GoodsSchema.extend({ rankName: z.string() })) }));

/** Newest goods first (main/everyday_new pages through it). */
export const dayNewGoods = homeCall('goods', 'dayNewGoods', '/api/homepagemanage/getdaynewgoodsinfo', z.object(pageFields), GoodsPageSchema(GoodsSchema));

/** 星Q goods bought through the cart (ordinary and global), best sellers first. */
export const starqHomeGoods = homeCall('search', 'starqHomeGoods', '/api/homesearch/home/selstarqhomegoods', z.object(pageFields), GoodsPageSchema(GoodsSchema));

export const AuctionCardSchema = GoodsSchema.extend({
  currentBid: z.number().int(), bidStep: z.number().int(), endsAt: z.number(), bidCount: z.number().int(),
});
export type AuctionCard = z.infer<typeof AuctionCardSchema>;

/** Auctions still running, ending soonest first. */
export const homeAuctions = homeCall('search', 'homeAuctions', '/api/homesearch/home/gethomeauction', z.object({}),
  z.object({ goodsList: z.array(AuctionCardSchema) }));

/** How deep selplathomepageinfo pages: 20 pages of 20, enough for any shopper, and each read an index walk this deep at most. */
export const PLAT_HOME_PAGES = 20;
export const PLAT_HOME_PAGE_SIZE = 20;
export const PLAT_HOME_SHOPS = 10;

/**
 * spec §7 selplathomepageinfo (the platform's own page, 星Q自营; its content is ours, issue 34): the banners, the
 * platform's own shops (up to PLAT_HOME_SHOPS, by fans) and their goods, best sellers first; total counts only as far as
 * the pages reach.
 */
export const platHomePageInfo = homeCall('goods', 'platHomePageInfo', '/api/homepagemanage/selplathomepageinfo',
  z.object({ pageNum: countField('页码', PLAT_HOME_PAGES).default(1), pageSize: countField('每页条数', PLAT_HOME_PAGE_SIZE).default(PLAT_HOME_PAGE_SIZE) }),
  z.object({
    banners: z.array(BannerSchema),
    shops: z.array(FocusShopSchema.omit({ focusTime: true })),
    goodsList: z.array(GoodsSchema),
    total: z.number().int(),
  }));
