// Blind boxes for shoppers (issue 17; src/contract/kinds/blindbox.ts): boxes on sale with their odds, the offer (an order),
// cancelling it, the buyer's box orders and draw log. The draw itself is an ORDER_PAID_HOOK (draw.ts).
import { blindboxLogInfo, blindboxOffer, blindboxOrderList, cancelBlindboxOrder, selBlindboxInfos } from '../../../../src/contract/kinds/blindbox';
import { bind, type Binding } from '../../../http/bind-call';
import { cancelBoxOrder, offerBox } from './buy';
import { listOffers } from './offers';
import { listBoxOrders, listDraws } from './orders';

export { drawPaidBoxes } from './draw';

export const blindboxBindings: Binding[] = [
  bind(selBlindboxInfos, async ({ input, db }) => listOffers(db, input)),
  bind(blindboxOffer, async ({ input, auth, db, deps }) => offerBox(db, auth.userId!, input, deps.now())),
  bind(cancelBlindboxOrder, async ({ input, auth, db, deps }) => cancelBoxOrder(db, auth.userId!, input.orderId, deps.now())),
  bind(blindboxOrderList, async ({ input, auth, db }) => listBoxOrders(db, auth.userId!, input)),
  bind(blindboxLogInfo, async ({ input, auth, db }) => listDraws(db, auth.userId!, input)),
];
