import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { GoodsKind } from '../contract/entities/goods';
import { PATHS } from './paths';

/** The detail screen of each goods kind (spec §2); art, gold, metaverse and IP goods share star_q/goods-info. */
export const GOODS_DETAIL_PATHS = {
  ordinary: PATHS.goodsInfo,
  global: PATHS.goodsInfo,
  group: PATHS.groupGoodsInfo,
  nft: PATHS.nftGoodsInfo,
  spell: PATHS.spellGoodsInfo,
  auction: PATHS.auctionGoodsInfo,
  integral: PATHS.integralGoodsInfo,
  blindbox: PATHS.blindboxDetail,
  art: PATHS.starqGoodsInfo,
  gold: PATHS.starqGoodsInfo,
  meta: PATHS.starqGoodsInfo,
  ip: PATHS.starqGoodsInfo,
} as const satisfies Record<GoodsKind, string>;

/**
 * Opens a goods on the screen of its kind. Without a kind it opens the
 * ordinary detail, which forwards to the right screen once it knows the kind.
 */
export function useOpenGoods() {
  const navigate = useNavigate();
  return useCallback((goodsId: string, kind?: GoodsKind, replace = false) => {
    const to = kind ? GOODS_DETAIL_PATHS[kind] : PATHS.goodsInfo;
    void navigate({ to, search: { goodsId }, replace });
  }, [navigate]);
}
