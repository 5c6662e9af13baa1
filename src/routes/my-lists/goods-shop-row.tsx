import { useNavigate } from '@tanstack/react-router';
import { RightOutline } from 'antd-mobile-icons';
import { TEXTS } from '../../ui/texts';
import { PATHS } from '../paths';

/** The shop line of every goods detail: opens the shop home. */
export function GoodsShopRow({ shopId, shopName }: { shopId: string; shopName: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="goods-info__shop goods-info__shop--link" onClick={() => void navigate({ to: PATHS.goodShop, search: { shopsId: shopId } })}>
      <span>{TEXTS.goods.shop}：{shopName}</span>
      <RightOutline />
    </button>
  );
}
