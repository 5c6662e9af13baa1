import { searchShops } from '../../../../../contract/catalogue/search';
import { formatUnit } from '../../../../../domain/format';
import { EmptyState, LoadingState } from '../../../../../ui/components/page-state';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../../ui/texts';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';

/** Shops whose name has the keyword (spec §7 getShops); the last answer shows offline. */
export function ShopResults({ keyword }: { keyword: string }) {
  const { sync } = useAppContext();
  const shops = useCachedCall(sync, searchShops, { keyword, pageNum: 1, pageSize: 50 });
  if (shops.loading) return <LoadingState />;
  if (!shops.data?.shops.length) return <EmptyState title={TEXTS.search.noShop} description={shops.failure?.msg} />;
  return (
    <ul className="shop-hits">
      {shops.data.shops.map((shop) => (
        <li key={shop.shopId}>
          <a className="shop-hit" href={`#${PATHS.goodShop}?shopsId=${encodeURIComponent(shop.shopId)}`}>
            <img src={shop.shopCover} alt="" />
            <span className="shop-hit__body">
              <span className="shop-hit__name">{shop.shopName}</span>
              <span className="shop-hit__meta">{shop.locationName} · {TEXTS.discovery.shopFans(formatUnit(shop.shopFans))} · {TEXTS.discovery.shopGoods(shop.goodsCount)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
