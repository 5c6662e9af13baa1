import { Tag } from 'antd-mobile';
import type { ShopRecord } from '../../../../db/records/shop';
import { formatUnit } from '../../../../domain/format';
import { formatRating } from '../../../../ui/my-lists/comment-item';
import { TEXTS } from '../../../../ui/texts';
import { FollowShopButton } from '../../../my-lists/follow-shop-button';

/** The spec §3 client copy: cover (from shopLogo), fans (default 0), rank, 自营 flag, location, phone. */
export function ShopHeader({ shop }: { shop: ShopRecord }) {
  const preview = {
    title: shop.shopName, image: shop.shopCover, price: shop.shopFans ?? 0, sub: shop.locationName ?? '',
    extra: shop.shopNo ?? '', classId: '',
  };
  return (
    <header className="shop-header">
      <div className="shop-header__main">
        <img className="shop-header__cover" src={shop.shopCover} alt={shop.shopName} />
        <div className="shop-header__info">
          <h1 className="shop-header__name">{shop.shopName}</h1>
          <div className="shop-header__tags">
            {shop.isZfm === 1 && <Tag color="primary">{TEXTS.myLists.shop.zfm}</Tag>}
            {shop.rankName && (
              <span className="shop-header__rank">
                {shop.rankImg && <img src={shop.rankImg} alt="" />}{shop.rankName}
              </span>
            )}
          </div>
          <div className="shop-header__stats">
            <span data-testid="shop-fans">{TEXTS.myLists.shop.fans(formatUnit(shop.shopFans ?? 0))}</span>
            {shop.goodsCount !== undefined && <span>{TEXTS.myLists.shop.goodsCount(shop.goodsCount)}</span>}
            {shop.ratingX10 ? <span>{TEXTS.myLists.shop.rating(formatRating(shop.ratingX10))}</span> : null}
          </div>
        </div>
        <FollowShopButton shopsId={shop.shopId} preview={preview} />
      </div>
      {(shop.locationName || shop.shopPhone) && (
        <dl className="shop-header__contact">
          <dt>{TEXTS.myLists.shop.address}</dt><dd>{shop.locationName}{shop.shopDetailAddress}</dd>
          <dt>{TEXTS.myLists.shop.phone}</dt><dd>{shop.shopPhone}</dd>
        </dl>
      )}
    </header>
  );
}
