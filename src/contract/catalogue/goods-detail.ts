// goods host: goods detail per kind (spec §7 Goods "Detail per type: normal, starq, ip, bly, art, gold, meta,
// integral, blind box, group, auction"). Paths the spec does not show are ours (docs/decisions/006, discovery).
import { z } from 'zod';
import { defineCall, type CallDef } from '../define-call';
import type { GoodsKind } from '../entities/goods';
import {
  ArtInfoSchema, AuctionInfoSchema, BlindboxInfoSchema, GlobalInfoSchema, GoldInfoSchema, GroupInfoSchema,
  IntegralInfoSchema, IpInfoSchema, kindDetailSchema, MetaInfoSchema, NftInfoSchema, SpellInfoSchema,
} from '../entities/goods-kinds';
import { idField } from '../fields';

function detailCall<S extends z.ZodType>(name: string, path: string, info: S) {
  return defineCall({
    name: `goods.${name}`,
    host: 'goods',
    method: 'GET',
    path,
    encoding: 'query',
    role: 'visitor',
    mutating: false,
    request: z.object({ goodsId: idField('商品编号') }),
    response: kindDetailSchema(info),
  });
}

const GOODS = '/api/goods/goods';

export const groupGoodsDetail = detailCall('groupGoodsDetail', '/api/eightgroup/group/groupgoodsdetail', GroupInfoSchema);
export const auctionGoodsDetail = detailCall('auctionGoodsDetail', `${GOODS}/getauctiongoodsinfo`, AuctionInfoSchema);
export const blindboxDetail = detailCall('blindboxDetail', '/api/blindbox/blindbox/blindboxdetailinfo', BlindboxInfoSchema);
/** "bly": chain-stored collectibles, our NFT kind. */
export const nftGoodsDetail = detailCall('nftGoodsDetail', `${GOODS}/getblygoodsinfo`, NftInfoSchema);
export const spellGoodsDetail = detailCall('spellGoodsDetail', `${GOODS}/getspellgoodsinfo`, SpellInfoSchema);
export const integralGoodsDetail = detailCall('integralGoodsDetail', `${GOODS}/getintegralgoodsinfo`, IntegralInfoSchema);
/** "starq": 星Q全球购, goods shipped from abroad. */
export const globalGoodsDetail = detailCall('globalGoodsDetail', `${GOODS}/getstarqgoodsinfo`, GlobalInfoSchema);
export const artGoodsDetail = detailCall('artGoodsDetail', `${GOODS}/getartgoodsinfo`, ArtInfoSchema);
export const goldGoodsDetail = detailCall('goldGoodsDetail', `${GOODS}/getgoldgoodsinfo`, GoldInfoSchema);
export const metaGoodsDetail = detailCall('metaGoodsDetail', `${GOODS}/getmetagoodsinfo`, MetaInfoSchema);
export const ipGoodsDetail = detailCall('ipGoodsDetail', `${GOODS}/getipgoodsinfo`, IpInfoSchema);

export type KindWithDetail = Exclude<GoodsKind, 'ordinary'>;

/** The detail call each kind is read with; ordinary goods use goods.goodsDetail (getnormalgoodsinfo). */
export const KIND_DETAIL_CALLS: Record<KindWithDetail, CallDef> = {
  group: groupGoodsDetail,
  auction: auctionGoodsDetail,
  blindbox: blindboxDetail,
  nft: nftGoodsDetail,
  spell: spellGoodsDetail,
  integral: integralGoodsDetail,
  global: globalGoodsDetail,
  art: artGoodsDetail,
  gold: goldGoodsDetail,
  meta: metaGoodsDetail,
  ip: ipGoodsDetail,
};
