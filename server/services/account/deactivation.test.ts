// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountSafe, deactivate, deactivationCheck } from '../../../src/contract/account/account';
import { sendCodeByUser } from '../../../src/contract/account/phone-codes';
import { userByToken } from '../../../src/contract/account/users';
import { auctionBid } from '../../../src/contract/kinds/auction';
import { JOB_HANDLERS } from '../../jobs/handlers';
import { runDueJobs } from '../../jobs/queue';
import { noticeRoom } from '../../live/notices';
import { readRoom } from '../../live/rooms';
import { creditBalance, fundedBuyers, givePayPasswords, goodsInShops, payNow, PAY_PASSWORD } from '../../test-support/checkout';
import { decideWithdrawal, userWithHolds, withdraw, type UserWithHolds } from '../../test-support/holds';
import { loginByCode } from '../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let held: UserWithHolds;

async function askToClose(token: string, phone: string) {
  t.clock.now += 61_000;
  expect((await t.call(sendCodeByUser, { sendType: '5' }, userHeaders(token))).code).toBe(200);
  return t.call(deactivate, { code: t.sms.lastCode(phone)! }, userHeaders(token, `close-${t.clock.now}`));
}
const left = async () => (await t.call(deactivationCheck, {}, userHeaders(held.user.token))).data.left;

beforeEach(async () => {
  t = await createTestApp();
  held = await userWithHolds(t, '13912340201');
}, 60_000);
afterEach(async () => { await t.close(); });

describe('deactivation with money inside (issue 34, defect 7)', () => {
  it('is refused while a balance, a withdrawal under review or a deposit is left, saying what; accepted once all are settled', async () => {
    const refusal = '账户还有余额¥1,726.70、1笔提现审核中、拍卖保证金¥100.00，请处理后再申请注销';
    expect(await left()).toEqual(['余额¥1,726.70', '1笔提现审核中', '拍卖保证金¥100.00']);
    expect(await askToClose(held.user.token, held.user.phone)).toMatchObject({ code: 4009, msg: refusal });
    expect((await t.call(userByToken, {}, userHeaders(held.user.token))).code).toBe(0);
    expect(await queryRows(t, 'select 1 from account_deactivations')).toEqual([]);

    await decideWithdrawal(t, held.withdrawId, true);
    const [rival] = await fundedBuyers(t, 1, '734');
    await givePayPasswords(t, [rival!.userId]);
    expect((await t.call(auctionBid, { lotId: held.lotId, amount: 11_000, proxy: false, payPassword: PAY_PASSWORD }, userHeaders(rival!.token, 'rival-bid'))).code).toBe(0);
    await runDueJobs(t.database.db, JOB_HANDLERS, held.lotEndsAt);
    expect(await left()).toEqual(['余额¥1,826.70']);
    const last = await withdraw(t, held.user, '1826.70');
    expect(await left()).toEqual(['1笔提现审核中']);
    await decideWithdrawal(t, last.withdrawId, true);
    expect(await left()).toEqual([]);

    expect(await askToClose(held.user.token, held.user.phone)).toMatchObject({ code: 0, data: { status: 'PENDING' } });
  });

  it('names unfinished orders and owned shops', async () => {
    const [goods] = await goodsInShops(t, 1);
    const [address] = await queryRows<{ id: string }>(t, `select id from addresses where user_id = '${held.user.userId}'`);
    await payNow(t, held.user.token, goods!, address!.id);
    expect(await left()).toContain('1笔订单未完成');
    const owner = await loginByCode(t, '13800000004');
    expect((await t.call(deactivationCheck, {}, userHeaders(owner.token))).data.left).toContain('1家店铺未关闭');
  });

  it('the closing job cancels the request when money came in meanwhile, and a notice says what is left', async () => {
    const phone = '13912340202';
    const me = await loginByCode(t, phone);
    const asked = await askToClose(me.token, phone);
    expect(asked).toMatchObject({ code: 0, data: { status: 'PENDING' } });
    await creditBalance(t, phone, 12_345);
    await runDueJobs(t.database.db, JOB_HANDLERS, asked.data.closesAt);

    const [row] = await queryRows<{ status: string }>(t, `select status from account_deactivations where user_id = '${me.userId}'`);
    expect(row!.status).toBe('CANCELLED');
    const [user] = await queryRows<{ deleted_at: string | null }>(t, `select deleted_at from users where id = '${me.userId}'`);
    expect(user!.deleted_at).toBeNull();
    const notices = await readRoom(t.database.db, noticeRoom(me.userId), 0, 10);
    expect(notices.map((n) => n.body)).toEqual([expect.objectContaining({ title: '注销申请已取消', text: '账户还有余额¥123.45，请处理后再申请注销。' })]);
    t.clock.now = asked.data.closesAt + 1000;
    const again = await loginByCode(t, phone);
    expect((await t.call(accountSafe, {}, userHeaders(again.token))).data.deactivation).toMatchObject({ status: 'CANCELLED' });
  });
});
