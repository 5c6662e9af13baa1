import { Image } from 'antd-mobile';
import { shopDetail } from '../../contract/catalogue/shops';
import type { ShopApplication } from '../../contract/shop/apply';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SHOP_APPLY_TEXTS } from '../../ui/shop-apply-texts';
import { useAppContext } from '../use-app-context';
import './shop-apply.css';

/** The owner's shop: its name and logo as approved, or from the shop's page for a shop opened before applications. */
export function ShopHeader({ shopId, application }: { shopId: string; application: ShopApplication | null }) {
  const { sync } = useAppContext();
  const detail = useCachedCall(sync, shopDetail, { shopsId: shopId }).data?.shops;
  const approved = application?.shopId === shopId ? application : null;
  const name = detail?.shopsName ?? approved?.shopName ?? '';
  const logo = detail?.shopLogo ?? approved?.logo ?? '';
  return (
    <header className="shop-workspace__header">
      <Image src={logo} width={56} height={56} fit="cover" className="shop-workspace__logo" />
      <div>
        <div className="shop-workspace__name" data-testid="workspace-shop-name">{name}</div>
        {detail && <div className="shop-workspace__no">{SHOP_APPLY_TEXTS.workspace.shopNo(detail.shopsNo)}</div>}
      </div>
    </header>
  );
}
