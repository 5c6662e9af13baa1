import { useRef, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Swiper, type SwiperRef } from 'antd-mobile';
import { shopsList } from '../../../../contract/catalogue/shops';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { MyListsScreen } from '../../../../ui/my-lists/screen';
import { TEXTS } from '../../../../ui/texts';
import { ShopSlide } from '../../../my-lists/shop-slide';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../my-lists/shop-slide.css';

const S = TEXTS.myLists.shop;
/** The shops one visit swipes through: the list's first page by fans, the same call and cache as 店铺列表. */
const SWIPE_SHOPS = 50;

/** user_center/shops/swiper-vertical, 刷店铺: one shop a screen, swiped upwards, from the cache when offline. */
function ShopsSwiperScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const [index, setIndex] = useState(0);
  const swiper = useRef<SwiperRef>(null);
  const answer = useCachedCall(sync, shopsList, { pageNum: 1, pageSize: SWIPE_SHOPS });
  const shops = answer.data?.list ?? [];
  const offline = !online || answer.failure?.errorKind === 'network';
  let body;
  if (answer.loading) body = <LoadingState />;
  else if (shops.length === 0) {
    body = (
      <>
        <EmptyState title={answer.data ? S.swiperEmpty : offline ? S.swiperNotCached : answer.failure?.msg} />
        {answer.failure && <Button block onClick={() => void answer.reload()}>{TEXTS.common.retry}</Button>}
      </>
    );
  } else {
    body = (
      <Swiper ref={swiper} direction="vertical" className="shop-swiper" indicator={false} onIndexChange={setIndex}>
        {shops.map((shop, i) => (
          <Swiper.Item key={shop.shopsId}>
            <ShopSlide shop={shop} near={Math.abs(i - index) <= 1} at={i + 1} of={shops.length} onNext={() => swiper.current?.swipeNext()} />
          </Swiper.Item>
        ))}
      </Swiper>
    );
  }
  return <MyListsScreen title={S.swiper} offline={offline} className="shops-swiper-screen">{body}</MyListsScreen>;
}

export const Route = createLazyRoute(PATHS.shopsSwiper)({ component: ShopsSwiperScreen });
