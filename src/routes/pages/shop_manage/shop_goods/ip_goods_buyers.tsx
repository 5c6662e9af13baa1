import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, Tag } from 'antd-mobile';
import { ipBuyUsersInfo } from '../../../../contract/kinds/ip-goods';
import { orderStatusLabel } from '../../../../domain/order-status';
import { formatDateTime } from '../../../../domain/relative-time';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { IP_GOODS_TEXTS as T } from '../../../../ui/ip-goods-texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { PATHS } from '../../../paths';
import '../../../ip-goods/ip-goods.css';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

/** Ours (docs/decisions/006): the paid buyers of one of the shop's IP goods, masked, from selbuyusersinfo; opens offline with its last answer. */
function IpGoodsBuyersScreen() {
  const { goodsId } = Route.useSearch() as { goodsId: string };
  const buyers = usePagedCall(ipBuyUsersInfo, { goodsId }, (b) => b.orderId);
  const goodsName = (buyers.data as { goodsName?: string } | null)?.goodsName ?? '';
  return (
    <div className="page ip-buyers">
      <NavBar onBack={() => goBack()}>{T.buyersTitle}</NavBar>
      <DataAge savedAt={buyers.savedAt} failed={Boolean(buyers.failure)} neverSaved={T.neverSaved} />
      <PullRefresh onRefresh={buyers.refresh}>
        {buyers.hasData && (
          <div className="ip-buyers__head" data-testid="ip-buyers-head">
            <div className="ip-buyers__name">{T.buyersOf(goodsName)}</div>
            <div className="ip-buyers__total">{T.buyersTotal(buyers.total)}</div>
          </div>
        )}
        {buyers.list.length > 0 && (
          <List className="ip-buyers__list">
            {buyers.list.map((b) => (
              <List.Item key={b.orderId} data-testid="ip-buyer"
                extra={<Tag color="primary" fill="outline">{orderStatusLabel(b.status)}</Tag>}
                description={T.paidAt(formatDateTime(b.paidAt))}>
                <span className="ip-buyers__who">{b.buyerName}</span>
                <span className="ip-buyers__phone">{b.buyerPhone}</span>
                <span className="ip-buyers__num">{T.quantity(b.num)}</span>
              </List.Item>
            ))}
          </List>
        )}
        {!buyers.hasData && (buyers.loading ? <LoadingState /> : <EmptyState title={buyers.failure?.msg ?? T.neverSaved} />)}
        {buyers.hasData && buyers.list.length === 0 && <EmptyState title={T.buyersEmpty} />}
        {!buyers.online && buyers.list.length > 0 && <p className="page-hint">{T.offlineList}</p>}
        {buyers.list.length > 0 && <ListBottom hasMore={buyers.hasMore} loadMore={buyers.loadMore} threshold={150} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.ipGoodsBuyers}` as const)({ component: IpGoodsBuyersScreen });
