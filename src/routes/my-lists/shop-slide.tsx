import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { shopGoods } from '../../contract/catalogue/shops';
import type { FocusShop } from '../../contract/entities/my-lists';
import { formatUnit } from '../../domain/format';
import { PriceText } from '../../ui/components/price-text';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { TEXTS } from '../../ui/texts';
import { useOpenGoods } from '../goods-links';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { FollowShopButton } from './follow-shop-button';

const S = TEXTS.myLists.shop;
const SLIDE_GOODS = 3;

/** A shop's best sellers (its goods by sales), from the call cache first so a slide seen before shows offline. */
function SlideGoods({ shopsId }: { shopsId: string }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const answer = useCachedCall(sync, shopGoods, { shopsId, pageNum: 1, pageSize: SLIDE_GOODS, otherSort: '01', priceSort: '01' });
  const list = answer.data?.list ?? [];
  if (answer.loading) return <div className="shop-slide__goods shop-slide__goods--loading" />;
  if (list.length === 0) return <div className="shop-slide__none">{S.swiperNoGoods}</div>;
  return (
    <div className="shop-slide__goods">
      {list.map((g) => (
        <button key={g.goodsId} type="button" className="shop-slide__item" onClick={() => openGoods(g.goodsId, g.goodsKind)}>
          <img src={g.goodsImg} alt={g.goodsName} loading="lazy" />
          <span className="shop-slide__item-name">{g.goodsName}</span>
          <PriceText fen={g.goodsSalePrice} />
        </button>
      ))}
    </div>
  );
}

/** One shop filling the screen: its sign, fans, 关注 and 进店, its goods once the slide is near, and a tap to the next (no finger, no swipe). */
export function ShopSlide({ shop, near, at, of, onNext }: {
  shop: FocusShop | Omit<FocusShop, 'focusTime'>; near: boolean; at: number; of: number; onNext(): void;
}) {
  const navigate = useNavigate();
  const preview = { title: shop.shopName, image: shop.shopLogo, price: shop.shopFans, sub: shop.locationName, extra: shop.shopsNo, classId: '' };
  return (
    <article className="shop-slide" data-testid="shop-slide">
      <div className="shop-slide__cover" style={{ backgroundImage: `url("${shop.shopLogo}")` }} />
      <div className="shop-slide__count">{S.swiperCount(at, of)}</div>
      <div className="shop-slide__card">
        <div className="shop-slide__head">
          <img className="shop-slide__logo" src={shop.shopLogo} alt="" />
          <div className="shop-slide__name-box">
            <div className="shop-slide__name">{shop.shopName}</div>
            <div className="shop-slide__meta">{S.fans(formatUnit(shop.shopFans))}{shop.locationName ? ` · ${shop.locationName}` : ''}</div>
          </div>
          <FollowShopButton size="mini" shopsId={shop.shopsId} preview={preview} />
        </div>
        <div className="shop-slide__label">{S.swiperGoods}</div>
        {near ? <SlideGoods shopsId={shop.shopsId} /> : <div className="shop-slide__goods shop-slide__goods--loading" />}
        <Button block color="primary" shape="rounded" onClick={() => void navigate({ to: PATHS.goodShop, search: { shopsId: shop.shopsId } })}>
          {S.enter}
        </Button>
        {at < of
          ? <button type="button" className="shop-slide__hint" data-testid="shop-slide-next" onClick={onNext}>{S.swiperHint} ↑</button>
          : <div className="shop-slide__hint">{S.swiperEnd}</div>}
      </div>
    </article>
  );
}
