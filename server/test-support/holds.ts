import { randomUUID } from 'node:crypto';
import { auctionBid, shopAddAuctionSession } from '../../src/contract/kinds/auction';
import { companyWithdrawDecide, withdrawApply } from '../../src/contract/wallet/withdraw';
import { addAddress, PAY_PASSWORD, shopHeaders } from './checkout';
import { loginByCode } from './login';
import { moneyHeaders, queryRows, userHeaders, type TestApp } from './test-app';
import { ADMIN_PHONE, walletUser, type WalletUser } from './wallet';

export interface UserWithHolds {
  user: WalletUser;
  lotId: string;
  lotEndsAt: number;
  withdrawId: string;
}

async function ok<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const done = await answer;
  if (done.code !== 0) throw new Error(done.msg);
  return done.data;
}

export const withdraw = (t: TestApp, user: WalletUser, amount: string) =>
  ok(t.call(withdrawApply, { amount, cardId: user.cardId, payPassword: PAY_PASSWORD }, moneyHeaders(user.token)));

/** The administrator approves (or refuses) a withdrawal. */
export async function decideWithdrawal(t: TestApp, withdrawId: string, approve: boolean): Promise<void> {
  const admin = await loginByCode(t, ADMIN_PHONE);
  await ok(t.call(companyWithdrawDecide, { withdrawId, approve, reason: approve ? '' : '测试驳回' }, moneyHeaders(admin.token)));
}

/**
 * What issue 34 found on an account: ¥1,726.70 available, a withdrawal of ¥500.00 under review and an auction
 * deposit of ¥100.00 held by a bid on a lot of 华强数码专营店 (13800000004).
 */
export async function userWithHolds(t: TestApp, phone: string): Promise<UserWithHolds> {
  const user = await walletUser(t, phone, 232_670);
  await addAddress(t, user.token);
  const { withdrawId } = await withdraw(t, user, '500.00');
  const owner = await loginByCode(t, '13800000004');
  const [goods] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'auction' and shop_id = 'S0002' and on_shelf and stock > 0 order by id limit 1");
  const session = await ok(t.call(shopAddAuctionSession, {
    title: '测试专场', durationSec: 3600, extendSec: 120, lots: [{ goodsId: goods!.id, startPrice: 10_000, bidStep: 1_000, deposit: 10_000 }],
  }, shopHeaders(owner.token, owner.shopToken, randomUUID())));
  const lot = session.lots[0]!;
  await ok(t.call(auctionBid, { lotId: lot.lotId, amount: 10_000, proxy: false, payPassword: PAY_PASSWORD }, userHeaders(user.token, randomUUID())));
  return { user, lotId: lot.lotId, lotEndsAt: lot.endsAt, withdrawId };
}
