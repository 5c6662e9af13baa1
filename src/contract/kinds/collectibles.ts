// nft host: digital collectibles (issue 17, spec §7 "NFT and blind box": user NFT list, sell NFT; "Group buy and
// ownership": /api/nfaexchange/exchange/ usersnfaexchange, usersexchangelog). The list, sale and trade calls sit
// beside them under /api/nfa/collectible/ (ours, docs/decisions/006 "Digital collectibles").
import { z } from 'zod';
import { COLLECTIBLE_STATUSES, NFT_TABS, RESALE_MAX_FEN, RESALE_MIN_FEN, TRADE_STATUSES, TRANSFER_KINDS } from '../../domain/collectibles';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { mobileField, pageFields, pageOf, yuanAmountField } from '../fields';
import { payPasswordField } from '../orders/pay';

const BASE = '/api/nfa/collectible';
const collectibleIdField = clientIdField('藏品编号');
const tradeIdField = clientIdField('交易编号');
const int = () => z.number().int();

export const CollectibleSchema = z.object({
  collectibleId: z.string(),
  chainNo: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  status: z.enum(COLLECTIBLE_STATUSES),
  /** The asking price while LISTED or LOCKED, else 0. */
  price: int(),
  /** The trade that holds it while LOCKED, else ''. */
  tradeId: z.string(),
  mintedAt: int(),
  acquiredAt: int(),
});
export type Collectible = z.infer<typeof CollectibleSchema>;

/** spec §7 user NFT list: the caller's own collectibles, listed or locked ones included. */
export const userNftList = defineCall({
  name: 'nft.userNftList', host: 'nft', method: 'GET', path: `${BASE}/usernftlist`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: pageOf(CollectibleSchema),
});

export const CollectibleDetailSchema = CollectibleSchema.extend({
  orderId: z.string(),
  /** SHA-256 hex over src/domain/collectibles certificateMessage(chainNo, goodsId, orderId, mintedAt). */
  certificate: z.string(),
  history: z.array(z.object({ kind: z.enum(TRANSFER_KINDS), fromName: z.string(), toName: z.string(), at: int() })),
});

export const collectibleDetail = defineCall({
  name: 'nft.collectibleDetail', host: 'nft', method: 'GET', path: `${BASE}/collectibledetail`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ collectibleId: collectibleIdField }),
  response: CollectibleDetailSchema,
});

/** spec §7 sell NFT: lists an owned collectible at a price, holding one circulation ticket for the fee. */
export const sellNft = defineCall({
  name: 'nft.sellNft', host: 'nft', method: 'POST', path: `${BASE}/sellnft`, encoding: 'json', role: 'user', mutating: true, movesValue: true,
  request: z.object({ collectibleId: collectibleIdField, price: yuanAmountField('转售价格', RESALE_MIN_FEN, RESALE_MAX_FEN) }),
  response: CollectibleSchema,
});

export const unsellNft = defineCall({
  name: 'nft.unsellNft', host: 'nft', method: 'POST', path: `${BASE}/unsellnft`, encoding: 'json', role: 'user', mutating: true, movesValue: true,
  request: z.object({ collectibleId: collectibleIdField }),
  response: CollectibleSchema,
});

export const ResaleSchema = z.object({ collectibleId: z.string(), chainNo: z.string(), price: int(), sellerName: z.string(), listedAt: int() });

/** The goods' collectibles for sale by their owners, shown on the NFT goods detail. */
export const nftResaleList = defineCall({
  name: 'nft.nftResaleList', host: 'nft', method: 'GET', path: `${BASE}/resalelist`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ goodsId: clientIdField('商品编号'), ...pageFields }),
  response: pageOf(ResaleSchema),
});

export const TradeSchema = z.object({
  tradeId: z.string(),
  collectibleId: z.string(),
  chainNo: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  price: int(),
  status: z.enum(TRADE_STATUSES),
  /** Which side of the trade the caller is. */
  side: z.enum(['BUY', 'SELL']),
  otherName: z.string(),
  deadline: int(),
  createdAt: int(),
});
export type Trade = z.infer<typeof TradeSchema>;

/** The buyer locks a listed collectible at the price he saw: the trade starts waiting for his payment. */
export const nftCreateTrade = defineCall({
  name: 'nft.nftCreateTrade', host: 'nft', method: 'POST', path: `${BASE}/createtrade`, encoding: 'json', role: 'user', mutating: true, movesValue: true,
  request: z.object({ collectibleId: collectibleIdField, price: z.number({ error: '价格格式不正确' }).int('价格格式不正确').min(0).max(RESALE_MAX_FEN) }),
  response: TradeSchema,
});

export const nftTradeList = defineCall({
  name: 'nft.nftTradeList', host: 'nft', method: 'GET', path: `${BASE}/tradelist`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ side: z.enum(['BUY', 'SELL'], { error: '交易方向不正确' }), ...pageFields }),
  response: pageOf(TradeSchema),
});

/** One trade for one of its two parties; the seller's payee images only in the buyer's answer. */
export const nftTradeDetail = defineCall({
  name: 'nft.nftTradeDetail', host: 'nft', method: 'GET', path: `${BASE}/tradedetail`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ tradeId: tradeIdField }),
  response: TradeSchema.extend({ payee: z.object({ wechat: z.string(), alipay: z.string() }).nullable(), fee: int() }),
});

const tradeStep = (name: string, path: string) => defineCall({
  name: `nft.${name}`, host: 'nft', method: 'POST', path: `${BASE}/${path}`, encoding: 'json', role: 'user', mutating: true, movesValue: true,
  request: z.object({ tradeId: tradeIdField }),
  response: TradeSchema,
});

/** spec §2 nft_sure_pay: the buyer has paid the seller's payee account. */
export const nftSurePay = tradeStep('nftSurePay', 'surepay');
/** spec §2 sure_get_pay: the seller got the money; the collectible changes owner. */
export const nftSureGetPay = tradeStep('nftSureGetPay', 'suregetpay');
/** The buyer withdraws before paying, or the seller says no money came. */
export const nftCancelTrade = tradeStep('nftCancelTrade', 'canceltrade');

/**
 * spec §7 usersnfaexchange: hands an owned collectible to another user by phone, for one circulation ticket. It cannot
 * be undone, so it asks for the pay password (issue 34.8), checked and counted as the pay counter's.
 */
export const usersNfaExchange = defineCall({
  name: 'nft.usersNfaExchange', host: 'nft', method: 'POST', path: '/api/nfaexchange/exchange/usersnfaexchange', encoding: 'json', role: 'user',
  mutating: true, movesValue: true,
  request: z.object({ collectibleId: collectibleIdField, phone: mobileField, payPassword: payPasswordField }),
  response: z.object({ exchangeId: z.string(), collectibleId: z.string(), toName: z.string() }),
});

/** Ours (issue 34.8): who a phone number would receive a gift, as the confirmation shows it (masked name and phone). */
export const exchangeRecipient = defineCall({
  name: 'nft.exchangeRecipient', host: 'nft', method: 'GET', path: '/api/nfaexchange/exchange/recipient', encoding: 'query', role: 'user',
  mutating: false,
  request: z.object({ phone: mobileField }),
  response: z.object({ name: z.string(), phone: z.string() }),
});

export const ExchangeLogSchema = z.object({
  exchangeId: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  chainNo: z.string(),
  goodsName: z.string(),
  goodsImg: z.string(),
  direction: z.enum(['IN', 'OUT']),
  otherName: z.string(),
  price: int(),
  at: int(),
});

/** spec §7 usersexchangelog: every change of owner the caller took part in, newest first. */
export const usersExchangeLog = defineCall({
  name: 'nft.usersExchangeLog', host: 'nft', method: 'GET', path: '/api/nfaexchange/exchange/usersexchangelog', encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: pageOf(ExchangeLogSchema),
});

export const NftTabSchema = z.enum(NFT_TABS);

/** A shop theme as shoppers see it (spec §7 nfatheme selthemeinfos, selthemedetailinfo; themes are made on shop_themes). */
export const ThemeCardSchema = z.object({
  themeId: z.string(), name: z.string(), cover: z.string(), description: z.string(), shopId: z.string(), shopName: z.string(), goodsCount: int(),
});

export const selThemeInfos = defineCall({
  name: 'nft.selThemeInfos', host: 'nft', method: 'GET', path: '/api/nfatheme/theme/selthemeinfos', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object(pageFields),
  response: pageOf(ThemeCardSchema),
});

export const ThemeGoodsSchema = z.object({
  goodsId: z.string(), goodsName: z.string(), goodsImg: z.string(), goodsKind: z.string(), salePrice: int(), onShelf: z.boolean(),
});

export const selThemeDetailInfo = defineCall({
  name: 'nft.selThemeDetailInfo', host: 'nft', method: 'GET', path: '/api/nfatheme/theme/selthemedetailinfo', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ themeId: clientIdField('主题编号') }),
  response: ThemeCardSchema.extend({ detailImgs: z.array(z.string()), goods: z.array(ThemeGoodsSchema) }),
});
