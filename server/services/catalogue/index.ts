import type { Binding } from '../../http/bind-call';
import { globalPurchaseBindings } from './goods/global-purchase';
import { myListsBindings } from './my-lists/my-lists';
import { shopGoodsBindings } from './goods/shop-goods';
import { trackBindings } from './footprints/tracks';
import { shopBindings } from './shops';
import { wxBindings } from './brands';

/** Issue 4 part 2 across its hosts: shops (shop), follow/collect/shop goods/global (goods), footprints (member), brands (wx). */
export const shopsAndListsBindings: Binding[] = [
  ...shopBindings,
  ...myListsBindings,
  ...shopGoodsBindings,
  ...globalPurchaseBindings,
  ...trackBindings,
  ...wxBindings,
];
