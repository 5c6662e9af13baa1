import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { List, SearchBar } from 'antd-mobile';
import { companyShopScales } from '../../contract/company/finance';
import { formatScale } from '../../domain/company-finance';
import { REACH_BOTTOM_DISTANCE } from '../../domain/constants';
import { COMPANY_FINANCE_TEXTS } from '../../ui/company-finance-texts';
import { EmptyState } from '../../ui/components/page-state';
import { PATHS } from '../paths';
import { usePagedCall } from '../../ui/hooks/use-paged-call';
import { ListBottom } from '../../ui/components/list-bottom';

const T = COMPANY_FINANCE_TEXTS.scale;

/** Shops and the share each pays (its own, or the company's); tap one to set its own. */
export function ShopScaleList() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const list = usePagedCall(companyShopScales, { keyword }, (row) => row.shopId);
  return (
    <>
      <SearchBar placeholder={T.searchShop} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      {list.data && list.list.length === 0 && <EmptyState title={T.shopEmpty} />}
      <List header={T.shops}>
        {list.list.map((row) => (
          <List.Item key={row.shopId} data-testid="shop-scale-row" description={`${row.shopId} · ${row.ownRateBp === null ? T.follows : T.own}`}
            extra={formatScale(row.effectiveRateBp)} onClick={() => void navigate({ to: PATHS.shopFinanceScale, search: { shopId: row.shopId } })}>
            {row.shopName}
          </List.Item>
        ))}
      </List>
      {list.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={list.hasMore} loadMore={list.loadMore} />}
    </>
  );
}
