import { createLazyRoute } from '@tanstack/react-router';
import { selBlindboxInfos } from '../../../../contract/kinds/blindbox';
import { LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { BlindboxOfferView } from '../../../blindbox/blindbox-offer-view';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { KindDetailScreen } from '../goods-info/kind-detail-screen';

/** A blindbox goods that sells a box shows the box (odds before paying, issue 17); one that sells none, the kind detail. */
function BlindboxDetailScreen() {
  const { goodsId } = Route.useSearch();
  const { sync } = useAppContext();
  const boxes = useCachedCall(sync, selBlindboxInfos, { goodsId });
  const offer = goodsId ? boxes.data?.list[0] : undefined;
  if (offer) return <BlindboxOfferView offer={offer} savedAt={boxes.savedAt} failed={boxes.failure !== null} />;
  if (goodsId && boxes.loading) return <div className="page"><LoadingState /></div>;
  return <KindDetailScreen goodsId={goodsId} kinds={['blindbox']} />;
}

export const Route = createLazyRoute(PATHS.blindboxDetail)({ component: BlindboxDetailScreen });
