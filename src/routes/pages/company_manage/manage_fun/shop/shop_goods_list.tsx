import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, Tag } from 'antd-mobile';
import { companyGoodsList, type CompanyGoods } from '../../../../../contract/company/goods';
import { companyShopInfo } from '../../../../../contract/company/users';
import { REACH_BOTTOM_DISTANCE } from '../../../../../domain/constants';
import { formatFen } from '../../../../../domain/format';
import { COMPANY_TEXTS } from '../../../../../ui/company-texts';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { PullRefresh } from '../../../../../ui/discovery/pull-refresh';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../../ui/wallet/data-age';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { usePagedCall } from '../../../../../ui/hooks/use-paged-call';
import '../../../../company/company.css';
import { goBack } from '../../../../go-back';
import { ListBottom } from '../../../../../ui/components/list-bottom';

const T = COMPANY_TEXTS.shopGoods;

function GoodsRow({ goods }: { goods: CompanyGoods }) {
  const shelf = goods.onShelf ? T.onShelf : goods.offShelfBy === 'platform' ? T.byPlatform : T.offShelf;
  return (
    <List.Item data-testid="shop-goods-row" prefix={<img className="company-row__logo" src={goods.img} alt="" />}
      extra={<Tag color={goods.onShelf ? 'success' : 'default'} fill="outline">{shelf}</Tag>}
      description={`¥${formatFen(goods.salePrice)} · ${T.stock(goods.stock)} · ${T.sales(goods.sales)}`}>
      <span className="company-row__name">{goods.name}</span>
    </List.Item>
  );
}

/** A shop's goods as the administrator sees them, every shelf state; read only here (taking goods off: manage_fun/goods). */
function ShopGoodsListScreen() {
  const { sync } = useAppContext();
  const shopId = Route.useSearch().shopId ?? '';
  const shop = useCachedCall(sync, companyShopInfo, { shopId }).data;
  const list = usePagedCall(companyGoodsList, { shopId }, (row) => row.goodsId, (row) => `${row.updatedAt}_${row.goodsId}`);
  return (
    <div className="page company-page">
      <NavBar onBack={() => goBack()}>{shop ? `${shop.name} · ${T.title}` : T.title}</NavBar>
      <DataAge savedAt={list.savedAt} failed={list.failure !== null} neverSaved={T.neverSaved} />
      <PullRefresh onRefresh={list.refresh}>
        {list.loading && <LoadingState />}
        {!list.loading && list.list.length === 0 && <EmptyState title={!list.data && list.failure ? list.failure.msg : T.empty} />}
        {list.list.length > 0 && <List>{list.list.map((goods) => <GoodsRow key={goods.goodsId} goods={goods} />)}</List>}
        {list.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={list.hasMore} loadMore={list.loadMore} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyShopGoodsList}` as const)({ component: ShopGoodsListScreen });
