import type { Binding } from '../http/bind-call';
import { globalPurchaseBindings } from './goods/global-purchase';
import { marksBindings } from './goods/marks';
import { shopGoodsBindings } from './goods/shop-goods';
import { trackBindings } from './member/tracks';
import { shopBindings } from './shop';
import { wxBindings } from './wx';

/** Issue 4 part 2 across its hosts: shops (shop), follow/collect/shop goods/global (goods), footprints (member), brands (wx). */
export const discoveryMarksBindings: Binding[] = [
  ...shopBindings,
  ...marksBindings,
  ...shopGoodsBindings,
  ...globalPurchaseBindings,
  ...trackBindings,
  ...wxBindings,
];
