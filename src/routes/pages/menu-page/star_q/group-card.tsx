import type { Goods, GoodsKind } from '../../../../contract/entities/goods';
import { groupGoodsDetail } from '../../../../contract/goods-detail';
import { GoodsCard } from '../../../../ui/components/goods-card';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import { useAppContext } from '../../../use-app-context';

/** A group-buy card shows the group price (from the kind's detail, cached so it also shows offline). */
export function GroupCard({ goods, onOpen }: { goods: Goods; onOpen(goodsId: string, kind: GoodsKind): void }) {
  const { sync } = useAppContext();
  const detail = useCachedCall(sync, groupGoodsDetail, { goodsId: goods.goodsId }).data;
  const kindPrice = detail ? { fen: detail.kindInfo.groupPrice, label: TEXTS.discovery.kind.groupPrice } : undefined;
  return <GoodsCard goods={goods} onOpen={onOpen} kindPrice={kindPrice} />;
}
