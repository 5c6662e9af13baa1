import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar, Result } from 'antd-mobile';
import { myShopApplication } from '../../../../contract/shop/apply';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { SHOP_APPLY_TEXTS } from '../../../../ui/shop-apply-texts';
import { SHOP_BUSINESS_TEXTS } from '../../../../ui/shop-business-texts';
import { SHOP_THEME_TEXTS } from '../../../../ui/shop-theme-texts';
import { MINE_SERVICE_TEXTS } from '../../../../ui/mine-service-texts';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { ShopHeader } from '../../../shop-apply/shop-header';
import { useEnterShop } from '../../../shop-apply/use-enter-shop';
import { GoodsWorkspace } from '../../../shop-goods/goods-workspace';
import { ShopOrderEntries } from '../../../shop-orders/order-entries';
import { ShopGoodsOverview } from '../../../evidence/shop-goods-overview';
import { useAppContext } from '../../../use-app-context';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { ShopChatEntry } from '../../../chat/shop-chat-entry';
import { SOCIAL_TEXTS } from '../../../../ui/social-texts';
import { AUCTION_TEXTS } from '../../../../ui/auction-texts';
import { COUPON_MANAGE_TEXTS } from '../../../../ui/coupon-manage-texts';
import { goBack } from '../../../go-back';

const T = SHOP_APPLY_TEXTS.workspace;

/** The shop workspace: an owner's shop, its goods (drafts included) and its wallet; others are led to 开店. */
function ManageGoodsScreen() {
  const { sync, session } = useAppContext();
  const shopToken = useSession(session).shopToken;
  const navigate = useNavigate();
  const online = useOnline();
  const mine = useCachedCall(sync, myShopApplication, {});
  const shop = useEnterShop();
  const back = <NavBar onBack={() => goBack()}>{TEXTS.mine.shopArea}</NavBar>;
  if (!mine.data) {
    return <div className="page">{back}{mine.loading ? <LoadingState /> : <EmptyState title={mine.failure?.msg} />}</div>;
  }
  const { application, shopId } = mine.data;
  const banner = <OfflineBanner online={online} stale={mine.failure !== null} />;
  if (shopId === null) {
    const status = application?.status;
    return (
      <div className="page shop-workspace">
        {back}
        {banner}
        <Result status={status === 'PENDING' ? 'waiting' : 'info'} title={status === 'PENDING' ? T.pending : status === 'REFUSED' ? T.refused : T.noShop}
          description={T.noShopHint} />
        <div className="page-actions">
          <Button block color="primary" onClick={() => void navigate({ to: PATHS.enterType })}>{application ? T.viewApplication : T.open}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="page shop-workspace">
      {back}
      {banner}
      <ShopHeader shopId={shopId} application={application} />
      {shopToken ? (
        <>
          <GoodsWorkspace />
          <ShopGoodsOverview />
          <ShopOrderEntries />
          <List>
            <List.Item onClick={() => void navigate({ to: PATHS.shopsWallet })}>{T.wallet}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.shopsWithdraw })}>{T.withdraw}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.shopUsers })}>{SHOP_BUSINESS_TEXTS.entries.users}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.shopFans })}>{SHOP_BUSINESS_TEXTS.entries.fans}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.shopComments })}>{SHOP_BUSINESS_TEXTS.entries.comments}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.shopProfit })}>{SHOP_BUSINESS_TEXTS.entries.profit}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.shopDynamic })}>{SOCIAL_TEXTS.shopDynamicTitle}</List.Item>
            <ShopChatEntry />
            <List.Item onClick={() => void navigate({ to: PATHS.themeForm })}>{SHOP_THEME_TEXTS.entries.themes}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.blindboxForm })}>{SHOP_THEME_TEXTS.entries.blindboxes}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.shopAuction })}>{AUCTION_TEXTS.shopTitle}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.shopCoupons })}>{COUPON_MANAGE_TEXTS.shopEntry}</List.Item>
            <List.Item onClick={() => void navigate({ to: PATHS.ufcHelpCenter })}>{MINE_SERVICE_TEXTS.shopHelp}</List.Item>
          </List>
        </>
      ) : (
        <div className="page-actions">
          <Button block color="primary" loading={shop.busy} disabled={!online} onClick={() => void shop.enter()}>{SHOP_APPLY_TEXTS.enter.enterShop}</Button>
        </div>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopManage}` as const)({ component: ManageGoodsScreen });
