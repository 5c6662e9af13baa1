import type { Binding } from '../http/bind-call';
import { assistBindings } from './assist';
import { goodsBindings } from './goods';
import { memberBindings } from './member';
import { discoveryMarksBindings } from './discovery-marks';
import { discoveryGoodsBindings } from './goods/discovery';
import { searchBindings } from './search';
import { syncBatchBindings } from './sync';
import { checkoutBindings } from './checkout';
import { walletBindings } from './wallet';
import { withdrawBindings } from './withdraw';
import { shopApplyBindings } from './shop-apply';
import { shopGoodsEditBindings } from './shop-goods';
import { mediaBindings } from '../media/media-info';

/** Every service host's bindings; a new module adds one line here. */
export const ALL_BINDINGS: Binding[] = [
  ...assistBindings,
  ...memberBindings,
  ...goodsBindings,
  ...discoveryMarksBindings,
  ...discoveryGoodsBindings,
  ...searchBindings,
  ...syncBatchBindings,
  ...checkoutBindings,
  ...walletBindings,
  ...withdrawBindings,
  ...shopApplyBindings,
  ...shopGoodsEditBindings,
  ...mediaBindings,
];
