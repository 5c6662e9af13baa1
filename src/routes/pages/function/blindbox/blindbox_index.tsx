import { createLazyRoute, Link } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { selBlindboxInfos } from '../../../../contract/kinds/blindbox';
import { BLINDBOX_TEXTS as T } from '../../../../ui/blindbox-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../blindbox/blindbox.css';

/** spec §2 function/blindbox/blindbox_index: the boxes on sale (selblindboxinfos), the last answer offline. */
function BlindboxIndexScreen() {
  const { sync } = useAppContext();
  const boxes = useCachedCall(sync, selBlindboxInfos, {});
  const list = boxes.data?.list ?? [];
  return (
    <div className="page blindbox-index">
      <NavBar onBack={() => history.back()}>{T.indexTitle}</NavBar>
      <DataAge savedAt={boxes.savedAt} failed={boxes.failure !== null} neverSaved={T.neverSaved} />
      {boxes.loading && <LoadingState />}
      {!boxes.loading && list.length === 0 && <EmptyState title={T.empty} />}
      <div className="bb-grid">
        {list.map((box) => (
          <Link key={box.boxId} className="bb-tile" to={PATHS.blindboxDetail} search={{ goodsId: box.goodsId }} data-testid="box-tile">
            <img src={box.cover} alt="" loading="lazy" />
            <div className="bb-tile__body">
              <div className="bb-tile__name">{box.name}</div>
              <div className="bb-tile__meta"><PriceText fen={box.price} /><span>{box.stock > 0 ? T.stock(box.stock) : T.soldOut}</span></div>
            </div>
          </Link>
        ))}
      </div>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.blindboxIndex)({ component: BlindboxIndexScreen });
