import type { GoodsKind } from '../../../src/contract/entities/goods';
import { intBetween, pickOne, type Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MAX_FEN = 899_900;

export interface KindContext {
  rand: Random;
  now: number;
  leafName: string;
  head: string;
  /** Sale price drawn from the class's range, in fen. */
  basePrice: number;
  shopName: string;
  serial: number;
}

export interface KindDraft {
  salePrice: number;
  extra: Record<string, unknown>;
  creator: string;
  namePrefix: string;
  /** Replaces the class's brand head in the name. */
  head?: string;
}

export interface KindRule {
  count: number;
  /** Category names (any level) its goods come from; empty means every class. */
  scope: readonly string[];
  blurb: string;
  build(ctx: KindContext): KindDraft;
}

/** Yuan ranges read as shop prices: 39.90 below 1000 yuan, 2999.00 above. */
export function priceFen(rand: Random, [min, max]: readonly [number, number]): number {
  const yuan = intBetween(rand, min, max);
  return yuan >= 1000 ? (Math.round(yuan / 100) * 100 - 1) * 100 : yuan * 100 - 10;
}

const roundFen = (fen: number) => Math.min(MAX_FEN, Math.max(10, Math.round(fen / 10) * 10));

const plain = (ctx: KindContext, namePrefix = ''): KindDraft =>
  ({ salePrice: ctx.basePrice, extra: {}, creator: ctx.shopName, namePrefix });

const BOX_SLOTS = [
  { name: '常规款·晨光', odds: 0.35 }, { name: '常规款·星河', odds: 0.3 }, { name: '常规款·晚风', odds: 0.2 },
  { name: '稀有款·流萤', odds: 0.1 }, { name: '珍藏款·皓月', odds: 0.04 }, { name: '隐藏款·星Q', odds: 0.01 },
];
// Foreign brands per country, so a global goods never reads as a domestic brand shipped from abroad.
const COUNTRIES = [
  { country: '日本', countryCode: 'JP', dazhouCode: 'AS', brands: ['资生堂', '花王', '肌研', '珂润'] },
  { country: '韩国', countryCode: 'KR', dazhouCode: 'AS', brands: ['雪花秀', '兰芝', '爱茉莉'] },
  { country: '法国', countryCode: 'FR', dazhouCode: 'EU', brands: ['兰蔻', '娇韵诗', '雅漾'] },
  { country: '德国', countryCode: 'DE', dazhouCode: 'EU', brands: ['爱他美', '妮维雅', '博朗'] },
  { country: '美国', countryCode: 'US', dazhouCode: 'NA', brands: ['雅诗兰黛', '科颜氏', '露得清'] },
  { country: '澳大利亚', countryCode: 'AU', dazhouCode: 'OC', brands: ['a2', '贝拉米', 'Swisse'] },
];
const ARTISTS = ['李墨白', '王清远', '陈秋山', '赵寒梅', '孙若愚', '周砚田'];
const DIGITAL_ARTISTS = ['星Q数字工作室', '敦煌数艺', '山海幻境', '像素诗人'];
const ART_MATERIALS: Record<string, string> = { 国画: '宣纸设色', 书法: '宣纸水墨', 油画: '布面油彩' };
const GOLD_GRAMS = [2.5, 3.2, 5, 6.8, 8, 10, 12.5];

function auction(ctx: KindContext): KindDraft {
  const { rand, now } = ctx;
  const startPrice = roundFen(ctx.basePrice / 2);
  const bidStep = Math.max(100, Math.round(startPrice / 2000) * 100);
  const count = intBetween(rand, 0, 8);
  const bids: { bidder: string; amount: number; at: number }[] = [];
  for (let i = 0, at = now; i < count; i += 1) {
    at -= intBetween(rand, 5, 90) * 60_000;
    bids.push({ bidder: `星Q用户${String(intBetween(rand, 1000, 9999))}`, amount: startPrice + (count - i) * bidStep, at });
  }
  const currentBid = bids[0]?.amount ?? startPrice;
  const endsAt = now + intBetween(rand, 2, 96) * HOUR;
  return { salePrice: currentBid, extra: { currentBid, startPrice, bidStep, endsAt, bids }, creator: ctx.shopName, namePrefix: '【竞拍】' };
}

export const KIND_RULES: Record<GoodsKind, KindRule> = {
  ordinary: { count: 300, scope: [], blurb: '正品保障，支持七天无理由退换。', build: (ctx) => plain(ctx) },
  group: {
    count: 50, scope: ['食品生鲜', '家居家装', '美妆个护', '服饰鞋包'], blurb: '邀好友成团立享拼团价，未成团自动退款。',
    build: (ctx) => ({
      ...plain(ctx, '【拼团】'),
      extra: {
        groupSize: pickOne(ctx.rand, [2, 3, 5, 10]),
        groupPrice: roundFen(ctx.basePrice * (0.7 + ctx.rand() * 0.2)),
        endsAt: ctx.now + intBetween(ctx.rand, 1, 7) * DAY + intBetween(ctx.rand, 0, 23) * HOUR,
      },
    }),
  },
  auction: { count: 40, scope: ['书画艺术', '珠宝配饰', '文创周边', '手机'], blurb: '价高者得，拍卖结束后24小时内完成付款。', build: auction },
  blindbox: {
    count: 40, scope: ['潮玩盲盒', '动漫手办', '文创摆件', '毛绒玩具'], blurb: '随机发货，拆盒有惊喜，各款概率见详情。',
    build: (ctx) => ({
      ...plain(ctx, '盲盒·'),
      salePrice: priceFen(ctx.rand, [39, 129]),
      extra: { contents: BOX_SLOTS.map((slot) => ({ name: `${ctx.head}${slot.name}`, odds: slot.odds })) },
    }),
  },
  nft: {
    count: 40, scope: ['数字艺术'], blurb: '数字藏品上链存证，仅供收藏，不支持二次交易。',
    build: (ctx) => {
      const totalEditions = pickOne(ctx.rand, [100, 500, 1000, 2000, 5000]);
      return {
        ...plain(ctx, '数字藏品·'),
        creator: pickOne(ctx.rand, DIGITAL_ARTISTS),
        extra: { edition: intBetween(ctx.rand, 1, totalEditions), totalEditions, chain: '星Q链' },
      };
    },
  },
  spell: {
    count: 40, scope: ['食品生鲜', '家居家装', '母婴玩具'], blurb: '多人拼拍，满员当场开奖：拼中者发货，未拼中的全额退款并得补贴。',
    build: (ctx) => ({
      ...plain(ctx, '【拼拍】'),
      extra: { spellSize: pickOne(ctx.rand, [2, 3, 4, 6]), spellPrice: roundFen(ctx.basePrice * (0.8 + ctx.rand() * 0.1)) },
    }),
  },
  integral: {
    count: 40, scope: ['美妆个护', '家居家装', '食品生鲜', '数码电器'], blurb: '积分可全额兑换，包邮到家；售后退款时积分原路退回。',
    build: (ctx) => ({ ...plain(ctx, '积分兑换·'), extra: { points: Math.ceil(ctx.basePrice / 100) * 10 } }),
  },
  global: {
    count: 50, scope: ['面部护肤', '个人护理', '婴儿奶粉'], blurb: '海外仓直邮，正品溯源，支持跨境清关。',
    build: (ctx) => {
      const { brands, ...origin } = pickOne(ctx.rand, COUNTRIES);
      return { ...plain(ctx, `海外直邮·${origin.country}`), head: pickOne(ctx.rand, brands), extra: origin };
    },
  },
  art: {
    count: 35, scope: ['书画艺术'], blurb: '艺术家亲笔原作，附收藏证书。',
    build: (ctx) => {
      const artist = pickOne(ctx.rand, ARTISTS);
      return {
        ...plain(ctx, `${artist}·`),
        creator: artist,
        extra: { artist, year: intBetween(ctx.rand, 2012, 2025), material: ART_MATERIALS[ctx.leafName] ?? '综合材料' },
      };
    },
  },
  gold: {
    count: 35, scope: ['黄金首饰', '投资金条'], blurb: '按克计价，含国检证书，支持以旧换新。',
    build: (ctx) => {
      const weightGrams = pickOne(ctx.rand, GOLD_GRAMS);
      return { ...plain(ctx), salePrice: Math.round(weightGrams * 610) * 100, extra: { weightGrams, purity: 'Au999' } };
    },
  },
  meta: {
    count: 35, scope: ['元宇宙地块'], blurb: '元宇宙空间地块，可装修展示并举办线上活动。',
    build: (ctx) => ({
      ...plain(ctx, '元宇宙·'),
      creator: '星Q元宇宙',
      extra: {
        world: ctx.head,
        parcel: `${pickOne(ctx.rand, ['A', 'B', 'C', 'D'])}${String(intBetween(ctx.rand, 1, 99))}-${String(intBetween(ctx.rand, 1, 20))}`,
      },
    }),
  },
  ip: {
    count: 35, scope: ['动漫手办', 'IP联名文具', '文创摆件', '潮玩盲盒'], blurb: '官方正版授权，包装附防伪标识。',
    build: (ctx) => ({
      ...plain(ctx, '正版授权·'),
      extra: { ipName: ctx.head, license: `星Q授权字〔2026〕${String(1000 + ctx.serial)}号` },
    }),
  },
};
