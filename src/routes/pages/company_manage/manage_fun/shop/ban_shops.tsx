import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { companyShopBan, companyShops, type CompanyShop } from '../../../../../contract/company/users';
import { REACH_BOTTOM_DISTANCE } from '../../../../../domain/constants';
import { COMPANY_TEXTS } from '../../../../../ui/company-texts';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { PullRefresh } from '../../../../../ui/discovery/pull-refresh';
import { DataAge } from '../../../../../ui/wallet/data-age';
import { ReasonDialog } from '../../../../company/reason-dialog';
import { ShopRow } from '../../../../company/shop-row';
import { useCompanyAction } from '../../../../company/use-company-action';
import { PATHS } from '../../../../paths';
import { usePagedCall } from '../../../../../ui/hooks/use-paged-call';
import { OfflineBanner } from '../../../../withdraw/withdraw-bits';
import '../../../../company/company.css';
import { goBack } from '../../../../go-back';
import { ListBottom } from '../../../../../ui/components/list-bottom';

const T = COMPANY_TEXTS.shopEdit;

/** The banned shops with their reasons; 解封 (with a reason) puts back on sale the goods the ban took off. */
function BanShopsScreen() {
  const navigate = useNavigate();
  const list = usePagedCall(companyShops, { state: 'banned', keyword: '' }, (row) => row.shopId);
  const unban = useCompanyAction(companyShopBan, 'csu');
  const [target, setTarget] = useState<CompanyShop | null>(null);
  return (
    <div className="page company-page">
      <NavBar onBack={() => goBack()}>{COMPANY_TEXTS.shops.bannedTitle}</NavBar>
      <OfflineBanner online={unban.online} actions />
      <DataAge savedAt={list.savedAt} failed={list.failure !== null} neverSaved={COMPANY_TEXTS.shops.neverSaved} />
      <PullRefresh onRefresh={list.refresh}>
        {list.loading && <LoadingState />}
        {!list.loading && list.list.length === 0 && <EmptyState title={!list.data && list.failure ? list.failure.msg : COMPANY_TEXTS.shops.bannedEmpty} />}
        {list.list.length > 0 && (
          <List>
            {list.list.map((shop) => (
              <ShopRow key={shop.shopId} shop={shop} onOpen={() => void navigate({ to: PATHS.companyShopsEdit, search: { shopId: shop.shopId } })}
                extra={(
                  <Button size="mini" color="success" disabled={!unban.online}
                    onClick={(event) => { event.stopPropagation(); setTarget(shop); }}>{COMPANY_TEXTS.userInfo.unban}</Button>
                )} />
            ))}
          </List>
        )}
        {list.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={list.hasMore} loadMore={list.loadMore} />}
      </PullRefresh>
      <ReasonDialog open={target !== null} title={T.unbanTitle} hint={T.unbanHint} placeholder={T.unbanPlaceholder} confirmText={T.unban}
        disabled={!unban.online || unban.busy} onClose={() => setTarget(null)}
        onConfirm={async (reason) => {
          if (target && await unban.run({ shopId: target.shopId, banned: false, reason }, T.unbanned)) {
            setTarget(null);
            await list.refresh();
          }
        }} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyBanShops}` as const)({ component: BanShopsScreen });
