import { globalGoodsDetail } from '../../../../contract/catalogue/goods-detail';
import { KindPanel } from '../../../../ui/discovery/kind-panels';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useAppContext } from '../../../use-app-context';

/** A global goods' country of origin, from its own detail call (spec §7 "starq"). */
export function GlobalOrigin({ goodsId }: { goodsId: string }) {
  const { sync } = useAppContext();
  const detail = useCachedCall(sync, globalGoodsDetail, { goodsId });
  return <KindPanel kind="global" info={detail.data?.kindInfo} />;
}
