// Auctions (issue 16): sessions (专场), lots, bids and the winner's pay counter. The spec lists /wx/ auctions
// "zhuanchang, dajiaPai, privateMake offers" without paths: the index is /api/wx/auction/zhuanchang, a bid is
// /api/wx/auction/dajiapai; the lot detail, the pay information and the shop's new session are ours
// (docs/decisions/006 "Auctions (issue 16)"). privateMake offers (privatemakeoffer and the calls beside it) and the blind
// box auction detail are ours too (docs/decisions/019).
import { z } from 'zod';
import { BID_MAX_FEN, DEPOSIT_MAX_FEN, EXTEND_MAX_MS, EXTEND_MIN_MS } from '../../domain/auction-rules';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { pageFields, pageOf, wholeNumber } from '../fields';
import { OrderStatusSchema } from '../entities/statuses';
import { OddsItemSchema } from '../shop/themes';
import { payPasswordField } from '../orders/pay';

const BASE = '/api/wx/auction';

export const AUCTION_MESSAGES = {
  notStarted: '拍卖尚未开始，请稍后再出价',
  closed: '拍卖已结束，出价未被接受',
  tooLow: (min: string) => `出价不能低于¥${min}`,
  tooHigh: '出价金额过大',
  maxNotHigher: '新的最高出价需高于您当前的最高出价',
  depositShort: (deposit: string) => `余额不足以冻结保证金¥${deposit}，请先充值`,
  depositNeedsPassword: '首次出价将冻结保证金，请输入支付密码',
  addressRequired: '请先添加收货地址，成交后商品将寄往默认地址',
  ownShop: '不能竞拍自己店铺的拍品',
  notYours: '只能为自己店铺的拍卖商品开设专场',
  lotBusy: '该商品已在拍卖中',
  notAuctionGoods: '只有拍卖商品可以开设专场',
  noStock: '拍品已下架或库存不足，不能开拍',
  notWinner: '您不是该拍品的得拍者',
  notBoxLot: '该拍品不是盲盒拍品',
  offerInLot: '该商品正在拍卖中，请参与竞拍',
  offerPending: '您已对该商品发起私洽，请等待商家回复',
  offerNotPending: '该私洽已处理，不能再更改',
  offerOwnShop: '不能对自己店铺的商品发起私洽',
  offerNotAuctionGoods: '只有拍卖商品可以私洽',
} as const;

const fenField = (label: string, min: number, max: number) => wholeNumber(`${label}必须是数字`, `${label}必须以分为单位的整数`)
  .pipe(z.number().min(min, `${label}不能低于${min / 100}元`).max(max, `${label}不能超过${max / 100}元`));

export const LotStatusSchema = z.enum(['OPEN', 'SOLD', 'UNSOLD', 'PAID', 'FORFEITED']);

/** A lot as lists and the live room show it; times are host milliseconds. */
export const LotCardSchema = z.object({
  lotId: z.string(),
  sessionId: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  shopId: z.string(),
  startPrice: z.number().int(),
  bidStep: z.number().int(),
  deposit: z.number().int(),
  currentPrice: z.number().int(),
  bidCount: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  status: LotStatusSchema,
});
export type LotCard = z.infer<typeof LotCardSchema>;

export const AuctionSessionSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  img: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  lots: z.array(LotCardSchema),
});
export type AuctionSession = z.infer<typeof AuctionSessionSchema>;

/**
 * One row of the price history: `bidder` is the bidder's nickname as the live room shows it (issue 34.12), `tag` the
 * bidder's mark (星Q用户 + the last 4 of the user id, domain bidderTag) by which a phone knows its own rows in the live
 * room's messages, and `mine` marks the caller's.
 */
export const AuctionBidSchema = z.object({ seq: z.number().int(), bidder: z.string(), tag: z.string(), amount: z.number().int(), auto: z.boolean(), mine: z.boolean(), at: z.number().int() });
export type AuctionBid = z.infer<typeof AuctionBidSchema>;

/** The caller's part in a lot: its deposit, maximum and whether it leads. */
export const MyLotSchema = z.object({
  depositStatus: z.enum(['HELD', 'RELEASED', 'FORFEITED']),
  deposit: z.number().int(),
  maxBid: z.number().int(),
  leading: z.boolean(),
  orderId: z.string().nullable(),
});

export const LotDetailSchema = z.object({
  lot: LotCardSchema,
  /** The anti-sniping window of this lot: a price change this close to the end moves the end to now + this. */
  extendMs: z.number().int(),
  /** The end can move at most to this. */
  latestEnd: z.number().int(),
  payWindowMs: z.number().int(),
  minNext: z.number().int(),
  bids: z.array(AuctionBidSchema),
  mine: MyLotSchema.nullable(),
  /** A blind-box lot: the odds version bidders are shown (blindboxauctiondetail has the table); null otherwise. */
  boxVersion: z.number().int().nullable().default(null),
  /** The host's clock when it answered: countdowns are computed against it, never against the device's clock. */
  serverNow: z.number().int(),
});
export type LotDetail = z.infer<typeof LotDetailSchema>;

/** What the live room `lot:<lotId>` carries with every accepted bid. */
export const LotLiveBodySchema = z.object({
  lotId: z.string(),
  currentPrice: z.number().int(),
  bidCount: z.number().int(),
  endsAt: z.number().int(),
  status: LotStatusSchema,
  bids: z.array(z.object({ seq: z.number().int(), bidder: z.string(), tag: z.string(), amount: z.number().int(), auto: z.boolean(), at: z.number().int() })),
});
export type LotLiveBody = z.infer<typeof LotLiveBodySchema>;
export const lotRoomOf = (lotId: string) => `lot:${lotId}`;

/** 专场: running and coming sessions with their lots, ending soonest first. */
export const auctionSessions = defineCall({
  name: 'wx.auctionSessions', host: 'wx', method: 'GET', path: `${BASE}/zhuanchang`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({}),
  response: z.object({ sessions: z.array(AuctionSessionSchema), serverNow: z.number().int() }),
});

/** One lot by its goods (the latest lot of it) or by its id, with the price history and the caller's part. */
export const auctionLotDetail = defineCall({
  name: 'wx.auctionLotDetail', host: 'wx', method: 'GET', path: `${BASE}/lotdetail`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ goodsId: clientIdField('商品编号').optional(), lotId: clientIdField('拍品编号').optional() })
    .refine((r) => Boolean(r.goodsId) !== Boolean(r.lotId), { message: '请指定一个拍品', path: ['lotId'] }),
  response: LotDetailSchema,
});

/**
 * The lot screen's read by goods (ours, docs/decisions/019): the goods' latest lot, or null when it was never in one, so
 * a goods in no 专场 is an answer (暂无进行中的拍卖场次 and the 私洽 panel), not a refusal.
 */
export const auctionGoodsLot = defineCall({
  name: 'wx.auctionGoodsLot', host: 'wx', method: 'GET', path: `${BASE}/goodslot`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ goodsId: clientIdField('商品编号') }),
  response: z.object({ detail: LotDetailSchema.nullable(), serverNow: z.number().int() }),
});

/**
 * 出价 (dajiaPai). `amount` is the bid; with `proxy` it is the most the caller will pay and the host bids for them
 * only as much as needed. Queued offline like any change; refused, never accepted, once the lot has closed.
 */
export const auctionBid = defineCall({
  name: 'wx.auctionBid', host: 'wx', method: 'POST', path: `${BASE}/dajiapai`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    lotId: clientIdField('拍品编号'),
    amount: fenField('出价', 1, BID_MAX_FEN),
    proxy: z.boolean({ error: '代理出价须为是或否' }).default(false),
    /**
     * Issue 34.8: the first bid on a lot freezes the deposit, so it carries the pay password and goes straight to the
     * host (never through the outbox); later bids need none and may be queued offline.
     */
    payPassword: payPasswordField.optional(),
  }),
  response: z.object({
    outcome: z.enum(['leading', 'outbid', 'raised']),
    lot: LotCardSchema,
    myMax: z.number().int(),
  }),
});

/** The winner's pay information (auction-pay-counter): the order made at the close and its deadline. */
export const auctionPayInfo = defineCall({
  name: 'pay.auctionPayInfo', host: 'pay', method: 'GET', path: '/api/pay/pay/auctionpayinfo', encoding: 'query', role: 'user', mutating: false,
  request: z.object({ lotId: clientIdField('拍品编号') }),
  response: z.object({
    lot: LotCardSchema,
    orderId: z.string().nullable(),
    orderStatus: z.string(),
    total: z.number().int(),
    payDeadline: z.number().int(),
    deposit: z.number().int(),
    serverNow: z.number().int(),
  }),
});

/** A shop opens a 专场 with lots of its own auction goods; times are set on the host (from now), never by the device's clock. */
export const shopAddAuctionSession = defineCall({
  name: 'shop.addAuctionSession', host: 'shop', method: 'POST', path: `${BASE}/addzhuanchang`, encoding: 'json', role: 'shop', mutating: true,
  request: z.object({
    title: z.string({ error: '请填写专场名称' }).trim().min(1, '请填写专场名称').max(30, '专场名称不能超过30字'),
    startInSec: wholeNumber('开拍时间必须是数字', '开拍时间必须是整数').pipe(z.number().min(0, '开拍时间不正确').max(30 * 86_400, '开拍时间不能晚于30天后')).default(0),
    durationSec: wholeNumber('拍卖时长必须是数字', '拍卖时长必须是整数').pipe(z.number().min(20, '拍卖时长至少20秒').max(30 * 86_400, '拍卖时长不能超过30天')),
    extendSec: wholeNumber('延时周期必须是数字', '延时周期必须是整数')
      .pipe(z.number().min(EXTEND_MIN_MS / 1000, `延时周期至少${EXTEND_MIN_MS / 1000}秒`).max(EXTEND_MAX_MS / 1000, `延时周期不能超过${EXTEND_MAX_MS / 60_000}分钟`)).default(120),
    lots: z.array(z.object({
      goodsId: clientIdField('商品编号'),
      startPrice: fenField('起拍价', 100, BID_MAX_FEN),
      bidStep: fenField('加价幅度', 100, 10_000_000),
      deposit: fenField('保证金', 100, DEPOSIT_MAX_FEN).optional(),
    }), { error: '请选择拍品' }).min(1, '请选择拍品').max(20, '一个专场最多20件拍品'),
  }),
  response: AuctionSessionSchema,
});

/** spec §7 Home and search: searchauction (the spec's own path): lots whose goods name holds the keyword, running first. */
export const searchAuction = defineCall({
  name: 'search.searchAuction', host: 'search', method: 'GET', path: '/api/homesearch/search/searchauction', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({
    keyword: z.string({ error: '请输入搜索内容' }).trim().max(30, '搜索内容不能超过30字').default(''),
    ...pageFields,
  }),
  response: z.object({ list: z.array(LotCardSchema), total: z.number().int(), serverNow: z.number().int() }),
});

/** A blind-box lot's box: the odds table of the version bidders are shown, drawn from when the winner pays (docs/decisions/019). */
export const BlindboxLotSchema = z.object({
  lotId: z.string(), boxId: z.string(), name: z.string(), cover: z.string(), version: z.number().int(),
  /** The shop changed the box after the lot opened: the winner's payment would be refused (the version drawn must be the one shown). */
  changedSince: z.boolean(),
  items: z.array(OddsItemSchema),
  guaranteeDraws: z.number().int().nullable(), guaranteeGoodsId: z.string(),
});
export type BlindboxLot = z.infer<typeof BlindboxLotSchema>;

/** blind box auction detail (spec §7 Goods; path ours): the box of a lot whose goods sells a blind box. */
export const auctionBlindboxDetail = defineCall({
  name: 'wx.auctionBlindboxDetail', host: 'wx', method: 'GET', path: `${BASE}/blindboxauctiondetail`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ lotId: clientIdField('拍品编号') }),
  response: BlindboxLotSchema,
});

/** 私洽 (privateMake offers, docs/decisions/019): a buyer's private price for an auction goods outside any open lot. */
export const OFFER_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN'] as const;
export const AuctionOfferSchema = z.object({
  offerId: z.string(), goodsId: z.string(), goodsName: z.string(), goodsImg: z.string(), shopId: z.string(), shopName: z.string(),
  /** The buyer as the shop sees them: 星Q用户 + the last four of the id, as bidders are shown. */
  buyer: z.string(),
  price: z.number().int(), note: z.string(), status: z.enum(OFFER_STATUSES),
  /** The order made when the shop accepted, paid like any order, and where it stands (unpaid, paid, cancelled for time…). */
  orderId: z.string().nullable(),
  orderStatus: OrderStatusSchema.nullable(),
  createdAt: z.number().int(), decidedAt: z.number().int().nullable(),
});
export type AuctionOffer = z.infer<typeof AuctionOfferSchema>;
const offerList = pageOf(AuctionOfferSchema);

export const auctionMakeOffer = defineCall({
  name: 'wx.auctionMakeOffer', host: 'wx', method: 'POST', path: `${BASE}/privatemakeoffer`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    goodsId: clientIdField('商品编号'),
    price: fenField('私洽价', 100, BID_MAX_FEN),
    note: z.string({ error: '留言格式不正确' }).trim().max(50, '留言不能超过50字').default(''),
  }),
  response: AuctionOfferSchema,
});

export const auctionMyOffers = defineCall({
  name: 'wx.auctionMyOffers', host: 'wx', method: 'GET', path: `${BASE}/myoffers`, encoding: 'query', role: 'user', mutating: false,
  /** status: one state only (我的私洽's tabs); empty for all. */
  request: z.object({ status: z.enum(['', ...OFFER_STATUSES], { error: '筛选条件不正确' }).default(''), ...pageFields }),
  response: offerList,
});

export const auctionWithdrawOffer = defineCall({
  name: 'wx.auctionWithdrawOffer', host: 'wx', method: 'POST', path: `${BASE}/withdrawoffer`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({ offerId: clientIdField('私洽编号') }),
  response: AuctionOfferSchema,
});

export const shopAuctionOffers = defineCall({
  name: 'shop.auctionOffers', host: 'shop', method: 'GET', path: `${BASE}/shopoffers`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({ pending: z.enum(['0', '1'], { error: '筛选条件不正确' }).default('0'), ...pageFields }),
  response: offerList,
});

/** The shop accepts (an order for the buyer at the offered price, to their default address) or refuses a pending offer. */
export const shopDecideOffer = defineCall({
  name: 'shop.decideOffer', host: 'shop', method: 'POST', path: `${BASE}/decideoffer`, encoding: 'json', role: 'shop', mutating: true,
  request: z.object({ offerId: clientIdField('私洽编号'), accept: z.boolean({ error: '请选择接受或拒绝' }) }),
  response: AuctionOfferSchema,
});

/** The shop's goods it may put in a new 专场: auction goods (and blind-box goods with a box on sale) on shelf with stock, in no running lot. */
export const shopAuctionGoods = defineCall({
  name: 'shop.auctionGoods', host: 'shop', method: 'GET', path: `${BASE}/shopauctiongoods`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({}),
  response: z.object({ list: z.array(z.object({ goodsId: z.string(), goodsName: z.string(), goodsImg: z.string(), kind: z.string(), salePrice: z.number().int(), stock: z.number().int() })) }),
});
