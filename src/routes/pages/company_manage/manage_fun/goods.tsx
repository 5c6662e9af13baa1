import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { ActionSheet, Button, List, NavBar, SearchBar, Tabs, Tag } from 'antd-mobile';
import { companyGoodsList, type CompanyGoods } from '../../../../contract/company/goods';
import { GOODS_KINDS } from '../../../../contract/entities/goods';
import { REACH_BOTTOM_DISTANCE } from '../../../../domain/constants';
import { COMPANY_FINANCE_TEXTS } from '../../../../ui/company-finance-texts';
import { EmptyState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { AdminScreenState } from '../../../company-finance/admin-screen-state';
import { CompanyGoodsRow } from '../../../company-finance/goods-row';
import { GoodsSheet } from '../../../company-finance/goods-sheet';
import { PATHS } from '../../../paths';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

const T = COMPANY_FINANCE_TEXTS.goods;
const SHELF_TABS = ['', 'on', 'off', 'platform'] as const;

/** spec §2 manage_fun/goods (seacompanygoodslist): every shop's goods; open one to take it off the shelf or see its history. */
function CompanyGoodsScreen() {
  const navigate = useNavigate();
  const shopId = Route.useSearch().shopId ?? '';
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState('');
  const [shelf, setShelf] = useState<(typeof SHELF_TABS)[number]>('');
  const [picking, setPicking] = useState(false);
  const [open, setOpen] = useState<CompanyGoods | null>(null);
  const list = usePagedCall(companyGoodsList, { keyword, kind, shelf, shopId }, (row) => row.goodsId, (row) => `${row.updatedAt}_${row.goodsId}`);

  return (
    <div className="page company-goods">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <AdminScreenState hasData={list.data !== null} loading={list.loading} failure={list.failure} savedAt={list.savedAt} actions />
      <div className="company-goods__filters">
        <SearchBar placeholder={T.search} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
        <Button size="small" onClick={() => setPicking(true)} data-testid="kind-filter">{kind ? T.kinds[kind] : T.allKinds}</Button>
      </div>
      {shopId && (
        <div className="page-hint">
          <Tag color="primary" fill="outline" onClick={() => void navigate({ to: PATHS.companyGoods, search: {}, replace: true })}>
            {T.shop} {shopId} ✕
          </Tag>
        </div>
      )}
      <Tabs activeKey={shelf} onChange={(key) => setShelf(key as typeof shelf)}>
        {SHELF_TABS.map((tab) => <Tabs.Tab key={tab} title={T.shelf[tab]} />)}
      </Tabs>
      <PullRefresh onRefresh={list.refresh}>
        {list.data && list.list.length === 0 && <EmptyState title={T.empty} />}
        {list.list.length > 0 && (
          <List>{list.list.map((g) => <CompanyGoodsRow key={g.goodsId} goods={g} onOpen={() => setOpen(g)} />)}</List>
        )}
        {list.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={list.hasMore} loadMore={list.loadMore} />}
      </PullRefresh>
      <ActionSheet visible={picking} onClose={() => setPicking(false)} cancelText={T.close}
        actions={[{ key: '', text: T.allKinds }, ...GOODS_KINDS.map((k) => ({ key: k, text: T.kinds[k] ?? k }))]}
        onAction={(action) => { setKind(String(action.key)); setPicking(false); }} />
      <GoodsSheet goods={open} onClose={() => setOpen(null)} onChanged={(g) => { setOpen(g); void list.refresh(); }} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyGoods}` as const)({ component: CompanyGoodsScreen });
