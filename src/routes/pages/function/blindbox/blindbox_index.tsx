import { createLazyRoute, Link } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { selBlindboxInfos } from '../../../../contract/kinds/blindbox';
import { BLINDBOX_TEXTS as T } from '../../../../ui/blindbox-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import '../../../blindbox/blindbox.css';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

/** spec §2 function/blindbox/blindbox_index: the boxes on sale newest first (selblindboxinfos), page by page; the first page offline. */
function BlindboxIndexScreen() {
  const boxes = usePagedCall(selBlindboxInfos, {}, (box) => box.boxId);
  const list = boxes.list;
  return (
    <div className="page blindbox-index">
      <NavBar onBack={() => goBack()}>{T.indexTitle}</NavBar>
      <DataAge savedAt={boxes.savedAt} failed={boxes.failure !== null} neverSaved={T.neverSaved} />
      {!boxes.hasData && boxes.loading && <LoadingState />}
      {boxes.hasData && list.length === 0 && <EmptyState title={T.empty} />}
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
      {list.length > 0 && <ListBottom hasMore={boxes.hasMore} loadMore={boxes.loadMore} threshold={150} />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.blindboxIndex)({ component: BlindboxIndexScreen });
