import { createLazyRoute } from '@tanstack/react-router';
import { SHOP_GOODS_TEXTS as T } from '../../../../ui/shop-goods-texts';
import { PATHS } from '../../../paths';
import { ConversionScreen } from '../../../wallet/conversion-screen';

// The screen lives in src/routes/wallet/conversion-screen.tsx (ConversionScreen); this file binds it to the spec's path.
/** spec §2 shop_goods/goods-shelfticket-pay: shelf tickets bought where a goods lacked them, then back to that goods. */
function GoodsShelfticketPayScreen() {
  return <ConversionScreen name="shelf-upto-pay" returnLabel={T.shelfTickets.back} />;
}

export const Route = createLazyRoute(`/auth${PATHS.goodsShelfticketPay}` as const)({ component: GoodsShelfticketPayScreen });
