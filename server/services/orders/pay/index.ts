import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  balanceSum, memberPay, openidByCode, payInfo, payPasswordState as payPasswordStateCall, payStatus, sandboxConfirm,
  setPayPassword as setPayPasswordCall, wechatNotify, wechatOfficialPay,
} from '../../../../src/contract/orders/pay';
import { CODES } from '../../../../src/contract/codes';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { goods, orderLines, orders, payments, shops } from '../../../db/schema';
import { balanceTopUp } from '../../../../src/contract/wallet/wallet';
import { AppError, notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { newId } from '../order/ids';
import { balanceOf, platformAccount, userAccount } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { checkPayPassword, payPasswordState, setPayPassword } from './pay-password';
import { paymentProvider } from './payment-provider';
import { lockPayableOrders, payByBalance, presentPayment, settleProviderPayment } from './settle';

const ids = (text: string) => [...new Set(text.split(','))];

export const payBindings: Binding[] = [
  bind(payInfo, async ({ input, auth, db, deps }) => {
    const userId = auth.userId!;
    const crossBorder = sql<boolean>`exists (select 1 from ${orderLines} join ${goods} on ${goods.id} = ${orderLines.goodsId} where ${orderLines.orderId} = ${orders.id} and ${goods.kind} = 'global')`;
    const rows = await db.select({ orderId: orders.id, shopName: shops.name, total: orders.total, status: orders.status, crossBorder, payDeadline: orders.payDeadline })
      .from(orders).innerJoin(shops, eq(shops.id, orders.shopId))
      .where(and(inArray(orders.id, ids(input.orderIds)), eq(orders.userId, userId), eq(orders.deletedByUser, false)));
    if (rows.length === 0) throw notFound('订单');
    // An order past its deadline is not payable even before its deadline job has cancelled it.
    const unpaid = rows.filter((r) => r.status === 'UNPAID' && r.payDeadline > deps.now());
    const state = await payPasswordState(db, userId);
    return {
      orders: rows.map(({ payDeadline: _d, ...r }) => r),
      amount: unpaid.reduce((sum, r) => sum + r.total, 0),
      payDeadline: Math.min(...unpaid.map((r) => r.payDeadline), Number.MAX_SAFE_INTEGER),
      balance: (await balanceOf(db, userAccount(userId))).available,
      ...state,
    };
  }),

  bind(memberPay, async ({ input, auth, db, deps }) => {
    const userId = auth.userId!;
    await checkPayPassword(db, userId, input.payPassword, deps.now());
    return payByBalance(db, userId, ids(input.orderIds), deps.now());
  }),

  bind(openidByCode, async ({ input }) => ({ openid: paymentProvider().openidFromCode(input.code) })),

  bind(wechatOfficialPay, async ({ input, auth, db, deps }) => {
    const rows = await lockPayableOrders(db, auth.userId!, ids(input.orderIds), deps.now());
    const amount = rows.reduce((sum, r) => sum + r.total, 0);
    const payNo = newId('P', deps.now());
    await db.insert(payments).values({
      id: payNo, userId: auth.userId!, method: 'WECHAT', amount, orderIds: rows.map((r) => r.id), status: 'PENDING', openid: input.openid, createdAt: deps.now(),
    });
    const provider = paymentProvider();
    return { payNo, amount, payParams: provider.prepay({ payNo, amount, openid: input.openid, now: deps.now() }), sandbox: provider.sandbox };
  }),

  bind(payStatus, async ({ input, auth, db }) => {
    const [row] = await db.select().from(payments).where(and(eq(payments.id, input.payNo), eq(payments.userId, auth.userId!)));
    if (!row) throw notFound('支付单');
    return presentPayment(row);
  }),

  /** Idempotent: a repeated callback finds the payment settled and changes nothing; a wrong amount changes nothing. */
  bind(wechatNotify, async ({ input, db, deps }) => {
    const { sign, ...fields } = input;
    if (!paymentProvider().verify(fields, sign)) throw new AppError(CODES.paySignatureInvalid, M.paySignatureInvalid);
    return db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, input.payNo)).for('update');
      if (!payment) throw new AppError(CODES.notFound, M.paymentNotFound);
      if (input.amount !== payment.amount) throw new AppError(CODES.payAmountMismatch, M.payAmountMismatch);
      if (payment.status !== 'PENDING' || input.resultCode !== 'SUCCESS') return { returnCode: 'SUCCESS' as const };
      if (payment.purpose === 'TOP_UP') await creditTopUp(tx, payment, input.transactionId, deps.now());
      else await settleProviderPayment(tx, payment, input.transactionId, deps.now());
      return { returnCode: 'SUCCESS' as const };
    });
  }),

  bind(sandboxConfirm, async ({ input, auth, db, request }) => {
    const provider = paymentProvider();
    const [payment] = await db.select().from(payments).where(and(eq(payments.id, input.payNo), eq(payments.userId, auth.userId!)));
    if (!payment || !provider.sandbox) throw notFound('支付单');
    if (payment.status === 'PENDING') {
      const fields = { payNo: payment.id, transactionId: `SBX${payment.id}`, amount: payment.amount, resultCode: 'SUCCESS' as const };
      const answer = await request.server.inject({ method: 'POST', url: wechatNotify.path, payload: { ...fields, sign: provider.sign(fields) } });
      const body = answer.json<{ code: number; msg: string }>();
      if (body.code !== 0) throw new AppError(body.code, body.msg);
    }
    const [settled] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return presentPayment(settled!);
  }),

  bind(payPasswordStateCall, async ({ auth, db }) => payPasswordState(db, auth.userId!)),

  bind(setPayPasswordCall, async ({ input, auth, db, deps }) => {
    await setPayPassword(db, auth.userId!, input, deps.now());
    return payPasswordState(db, auth.userId!);
  }),

  bind(balanceSum, async ({ auth, db }) => ({ balance: (await balanceOf(db, userAccount(auth.userId!))).available })),

  bind(balanceTopUp, async ({ input, auth, db, deps }) => {
    const payNo = newId('R', deps.now());
    await db.insert(payments).values({
      id: payNo, userId: auth.userId!, method: 'WECHAT', purpose: 'TOP_UP', amount: input.amount, orderIds: [], status: 'PENDING', openid: input.openid, createdAt: deps.now(),
    });
    const provider = paymentProvider();
    return { payNo, amount: input.amount, payParams: provider.prepay({ payNo, amount: input.amount, openid: input.openid, now: deps.now() }), sandbox: provider.sandbox };
  }),
];

/** A confirmed top-up credits the balance once: the payment row is locked and PENDING, and the ledger posts one TOP_UP per payment. */
async function creditTopUp(db: Db, payment: typeof payments.$inferSelect, transactionId: string, now: number): Promise<void> {
  await post(db, {
    kind: 'TOP_UP', refId: payment.id, memo: '余额充值',
    legs: [{ account: platformAccount('EXTERNAL'), amount: -payment.amount }, { account: userAccount(payment.userId), amount: payment.amount }],
  }, now);
  await db.update(payments).set({ status: 'PAID', outcome: 'PAID', providerTxn: transactionId, paidAt: now }).where(eq(payments.id, payment.id));
}
