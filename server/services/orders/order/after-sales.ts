import {
  cancelReturn, refundApply, refundRecordList, refundShowInfo, refundUsersCancel, refundUsersFindInfo, returnGoods, returnInfo,
  confirmExchange, shopApproveAfterSales, shopConfirmReturn, shopRedeliver, shopRefund, shopRefuseAfterSales, shopReturnApplications,
  shopTerminateAfterSales,
} from '../../../../src/contract/orders/after-sales';
import { afterSalesKindsFor } from '../../../../src/domain/checkout';
import { eq } from 'drizzle-orm';
import { shops } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';
import { listRequests, readRequest } from './after-sales-repository';
import { applyAfterSales, refundableOf, refundAfterSales, stepAfterSales } from './after-sales-flow';
import { readOwnOrder, toSummary } from './order-read';

/** Ours: the reasons offered (spec §7 shows the calls, not their lists). */
const REASONS = ['不想要了', '商品与描述不符', '质量问题', '少件/漏发', '发错货', '包装破损', '其他'];

export const afterSalesBindings: Binding[] = [
  bind(refundShowInfo, async ({ input, auth, db }) => {
    const order = await readOwnOrder(db, auth.userId!, input.orderId);
    return { order: toSummary(order), maxAmount: refundableOf(order), kinds: afterSalesKindsFor(order.status), reasons: REASONS };
  }),

  bind(refundApply, async ({ input, auth, db, deps }) => {
    const id = await applyAfterSales(db, auth.userId!, input, deps.now());
    return readRequest(db, id, { userId: auth.userId! });
  }),

  bind(refundUsersCancel, async ({ input, auth, db, deps }) => {
    await stepAfterSales(db, input.afterSalesId, { userId: auth.userId! }, 'buyer', 'cancel', '买家撤销申请', deps.now());
    return readRequest(db, input.afterSalesId, { userId: auth.userId! });
  }),

  bind(refundUsersFindInfo, async ({ input, auth, db }) => readRequest(db, input.afterSalesId, { userId: auth.userId! })),

  bind(refundRecordList, async ({ input, auth, db }) => listRequests(db, { userId: auth.userId! }, input.pageNum, input.pageSize)),

  bind(returnGoods, async ({ input, auth, db, deps }) => {
    const note = `${input.expressCompany} ${input.expressNo}`;
    await stepAfterSales(db, input.afterSalesId, { userId: auth.userId! }, 'buyer', 'ship', note, deps.now(),
      { returnExpressCompany: input.expressCompany, returnExpressNo: input.expressNo });
    return readRequest(db, input.afterSalesId, { userId: auth.userId! });
  }),

  bind(returnInfo, async ({ input, auth, db }) => {
    const request = await readRequest(db, input.afterSalesId, { userId: auth.userId! });
    const [shop] = await db.select().from(shops).where(eq(shops.id, request.shopId));
    return {
      afterSalesId: request.afterSalesId, status: request.status, shopName: shop?.name ?? '', shopPhone: shop?.phone ?? '',
      shopAddress: shop ? `${shop.locationName}${shop.address}` : '',
      returnExpressCompany: request.returnExpressCompany, returnExpressNo: request.returnExpressNo,
    };
  }),

  bind(cancelReturn, async ({ input, auth, db, deps }) => {
    await stepAfterSales(db, input.afterSalesId, { userId: auth.userId! }, 'buyer', 'cancel', '买家取消退货', deps.now());
    return readRequest(db, input.afterSalesId, { userId: auth.userId! });
  }),

  bind(shopReturnApplications, async ({ input, auth, db }) => listRequests(db, { shopId: auth.shopId! }, input.pageNum, input.pageSize)),

  bind(shopApproveAfterSales, async ({ input, auth, db, deps }) => {
    await stepAfterSales(db, input.afterSalesId, { shopId: auth.shopId! }, 'seller', 'approve', input.note, deps.now());
    return readRequest(db, input.afterSalesId, { shopId: auth.shopId! });
  }),

  bind(shopRefuseAfterSales, async ({ input, auth, db, deps }) => {
    await stepAfterSales(db, input.afterSalesId, { shopId: auth.shopId! }, 'seller', 'refuse', input.note, deps.now());
    return readRequest(db, input.afterSalesId, { shopId: auth.shopId! });
  }),

  bind(shopConfirmReturn, async ({ input, auth, db, deps }) => {
    await stepAfterSales(db, input.afterSalesId, { shopId: auth.shopId! }, 'seller', 'confirmReceipt', input.note, deps.now());
    return readRequest(db, input.afterSalesId, { shopId: auth.shopId! });
  }),

  bind(shopRefund, async ({ input, auth, db, deps }) => {
    await refundAfterSales(db, input.afterSalesId, auth.shopId!, input.note, deps.now());
    return readRequest(db, input.afterSalesId, { shopId: auth.shopId! });
  }),

  bind(shopRedeliver, async ({ input, auth, db, deps }) => {
    const note = [`${input.expressCompany} ${input.expressNo}`, input.note].filter(Boolean).join('；');
    await stepAfterSales(db, input.afterSalesId, { shopId: auth.shopId! }, 'seller', 'redeliver', note, deps.now(),
      { redeliveryExpressCompany: input.expressCompany, redeliveryExpressNo: input.expressNo });
    return readRequest(db, input.afterSalesId, { shopId: auth.shopId! });
  }),

  bind(shopTerminateAfterSales, async ({ input, auth, db, deps }) => {
    await stepAfterSales(db, input.afterSalesId, { shopId: auth.shopId! }, 'seller', 'terminate', input.note, deps.now());
    return readRequest(db, input.afterSalesId, { shopId: auth.shopId! });
  }),

  bind(confirmExchange, async ({ input, auth, db, deps }) => {
    const now = deps.now();
    await stepAfterSales(db, input.afterSalesId, { userId: auth.userId! }, 'buyer', 'confirmReceipt', '买家已收到换货', now);
    await stepAfterSales(db, input.afterSalesId, { userId: auth.userId! }, 'system', 'complete', '换货完成', now);
    return readRequest(db, input.afterSalesId, { userId: auth.userId! });
  }),
];
