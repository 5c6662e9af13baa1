import { useEffect, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { toast } from '../../../../ui/feedback';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { MyListsScreen } from '../../../../ui/my-lists/screen';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { ShopCommentsPreview } from './shop-comments-preview';
import { ShopGoods } from './shop-goods';
import { ClaimEntry } from '../../../coupons/claim-entry';
import { ShopHeader } from './shop-header';

/** The shop home (star_q/good_shop/index, also user_center/shops/shops_dateils): renders from the store, refreshed from the host. */
export function ShopHomeScreen({ shopsId }: { shopsId: string }) {
  const { sync, session: store } = useAppContext();
  const userId = useSession(store).userId;
  const online = useOnline();
  const shop = useLiveQuery(sync, 'shopById', { shopId: shopsId });
  const [refused, setRefused] = useState<string | null>(null);
  const [fetched, setFetched] = useState(false);

  useEffect(() => {
    setRefused(null);
    void sync.refresh({ kind: 'shop', shopId: shopsId }).then((result) => {
      setFetched(true);
      // spec §8: a shop-detail failure shows the host's msg as a toast.
      if (!result.ok && result.errorKind === 'business') {
        setRefused(result.msg);
        toast(result.msg);
      }
    });
  }, [sync, shopsId, userId, online]);

  const doc = shop.data;
  const title = doc?.shopName ?? TEXTS.myLists.shop.title;
  if (!doc) {
    const waiting = shop.loading || (!fetched && online);
    return (
      <MyListsScreen title={title} offline={!online}>
        {waiting ? <LoadingState /> : <EmptyState title={refused ?? (online ? TEXTS.common.empty : TEXTS.myLists.shop.notCached)} />}
      </MyListsScreen>
    );
  }
  return (
    <MyListsScreen title={title} offline={!online} className="shop-home">
      <ShopHeader shop={doc} />
      <ClaimEntry shopId={shopsId} />
      <ShopCommentsPreview shopsId={shopsId} />
      <ShopGoods shopsId={shopsId} />
    </MyListsScreen>
  );
}

function GoodShopRoute() {
  const { shopsId } = Route.useSearch();
  return <ShopHomeScreen shopsId={shopsId} />;
}

export const Route = createLazyRoute(PATHS.goodShop)({ component: GoodShopRoute });
