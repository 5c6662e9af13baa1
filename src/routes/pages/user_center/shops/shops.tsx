import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, SearchBar } from 'antd-mobile';
import { shopsList } from '../../../../contract/catalogue/shops';
import { formatUnit } from '../../../../domain/format';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { ListEntryRow } from '../../../../ui/my-lists/list-entry-row';
import { MyListsScreen } from '../../../../ui/my-lists/screen';
import { TEXTS } from '../../../../ui/texts';
import { FollowShopButton } from '../../../my-lists/follow-shop-button';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

/** user_center/shops/shops: every shop by fans, searchable by any part of the name. */
function ShopsScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const [keyword, setKeyword] = useState('');
  const answer = useCachedCall(sync, shopsList, { pageNum: 1, pageSize: 50, ...(keyword ? { keyword } : {}) });
  const list = answer.data?.list ?? [];
  return (
    <MyListsScreen title={TEXTS.myLists.shop.list} offline={!online || answer.failure?.errorKind === 'network'}
      right={<a className="marks-nav-link" data-testid="open-shops-swiper" onClick={() => void navigate({ to: PATHS.shopsSwiper })}>{TEXTS.myLists.shop.swiper}</a>}>
      <div className="marks-search"><SearchBar placeholder={TEXTS.search.placeholder} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} /></div>
      {answer.loading ? <LoadingState /> : list.length === 0 ? <EmptyState title={answer.failure?.msg} /> : list.map((s) => (
        <ListEntryRow key={s.shopsId} image={s.shopLogo} title={s.shopName} sub={s.locationName} note={TEXTS.myLists.shop.fans(formatUnit(s.shopFans))}
          onOpen={() => void navigate({ to: PATHS.goodShop, search: { shopsId: s.shopsId } })}
          action={<FollowShopButton size="mini" shopsId={s.shopsId}
            preview={{ title: s.shopName, image: s.shopLogo, price: s.shopFans, sub: s.locationName, extra: s.shopsNo, classId: '' }} />} />
      ))}
      {!answer.loading && answer.failure && list.length === 0 && <Button block onClick={() => void answer.reload()}>{TEXTS.common.retry}</Button>}
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(PATHS.shopsList)({ component: ShopsScreen });
