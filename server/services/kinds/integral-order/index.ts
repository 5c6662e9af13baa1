// Integral goods paid with points (issue 17, src/contract/kinds/integral-order.ts).
import { integralCreateOrder, integralPay, integralPayInfo } from '../../../../src/contract/kinds/integral-order';
import { bind, type Binding } from '../../../http/bind-call';
import { createIntegralOrder, integralPayInfoOf, payIntegralOrder } from './integral-order';

export { returnOrderPoints } from './integral-order';

export const integralOrderBindings: Binding[] = [
  bind(integralCreateOrder, async ({ input, auth, db, deps }) => createIntegralOrder(db, auth.userId!, input, deps.now())),
  bind(integralPayInfo, async ({ input, auth, db }) => integralPayInfoOf(db, auth.userId!, input.orderId)),
  bind(integralPay, async ({ input, auth, db, deps }) => payIntegralOrder(db, auth.userId!, input, deps.now())),
];
