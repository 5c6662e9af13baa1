// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceInfo } from '../../src/contract/wallet/wallet';
import {
  bankDelete, companyWithdrawDecide, companyWithdrawList, withdrawApply, withdrawComplain, withdrawDetail, withdrawLogs,
} from '../../src/contract/wallet/withdraw';
import { WITHDRAW_EXPIRY_MS } from '../../src/domain/wallet-rules';
import { JOB_HANDLERS } from '../jobs/handlers';
import { runDueJobs } from '../jobs/queue';
import { PAY_PASSWORD } from '../test-support/checkout';
import { loginByCode } from '../test-support/login';
import { createTestApp, moneyHeaders, queryRows, userHeaders, type TestApp } from '../test-support/test-app';
import { ADMIN_PHONE, walletUser, type WalletUser } from '../test-support/wallet';
import { platformAccount, userAccount } from './accounts';
import { placeHold, post, postHold, voidHold } from './post';
import { reconcileLedger } from './reconcile';

let t: TestApp;
let user: WalletUser;
let admin: string;

const cny = async (who: WalletUser = user) => (await t.call(balanceInfo, {}, userHeaders(who.token))).data.assets.find((a) => a.asset === 'CNY')!;
const withdraw = (amount: string, who: WalletUser = user) =>
  t.call(withdrawApply, { amount, cardId: who.cardId, payPassword: PAY_PASSWORD }, moneyHeaders(who.token));
const decide = (withdrawId: string, approve: boolean, reason = '') =>
  t.call(companyWithdrawDecide, { withdrawId, approve, reason }, moneyHeaders(admin));
const count = async (table: string) => (await queryRows<{ n: number }>(t, `select count(*)::int as n from ${table}`))[0]!.n;

async function expectReconciled(): Promise<void> {
  const result = await reconcileLedger(t.database.db);
  expect(result.problems).toEqual([]);
}

beforeEach(async () => {
  t = await createTestApp();
  user = await walletUser(t, '13912340001', 10_000);
  ({ token: admin } = await loginByCode(t, ADMIN_PHONE));
});
afterEach(async () => { await t.close(); });

describe('a withdrawal holds its amount at once (RELIABILITY 18)', () => {
  it('eight concurrent withdrawals of 100.00 from 100.00 leave one hold and nothing negative', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw('100.00')));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 0)) expect(refused).toMatchObject({ code: 4303, msg: '余额不足' });
    expect(await cny()).toEqual({ asset: 'CNY', posted: 10_000, held: 10_000, available: 0 });
    expect(await count(`ledger_holds where status = 'HELD'`)).toBe(1);
    expect(await count('withdrawals')).toBe(1);
    await expectReconciled();
  });

  it('the administrator refuses: the amount comes back once, with the reason, and the request cannot be decided again', async () => {
    const applied = (await withdraw('50.00')).data;
    expect(applied).toMatchObject({ status: 'PENDING', amount: 5_000, last4: expect.stringMatching(/^\d{4}$/) });
    expect((await cny()).available).toBe(5_000);
    const refused = await decide(applied.withdrawId, false, '银行卡信息有误');
    expect(refused.data).toMatchObject({ status: 'REFUSED', reason: '银行卡信息有误' });
    expect(await cny()).toEqual({ asset: 'CNY', posted: 10_000, held: 0, available: 10_000 });
    expect(await decide(applied.withdrawId, false, '再次驳回')).toMatchObject({ code: 4009, msg: '该提现申请已处理' });
    expect(await decide(applied.withdrawId, true)).toMatchObject({ code: 4009, msg: '该提现申请已处理' });
    expect((await cny()).available).toBe(10_000);
    expect((await t.call(withdrawDetail, { withdrawId: applied.withdrawId }, userHeaders(user.token))).data.reason).toBe('银行卡信息有误');
    const complained = await t.call(withdrawComplain, { withdrawId: applied.withdrawId, text: '卡号无误，请重新审核' }, userHeaders(user.token));
    expect(complained.data.complaint).toBe('卡号无误，请重新审核');
    await expectReconciled();
  });

  it('the administrator approves: the money leaves once to the payout account', async () => {
    const applied = (await withdraw('30.00')).data;
    const concurrent = await Promise.all([decide(applied.withdrawId, true), decide(applied.withdrawId, true), decide(applied.withdrawId, false, '重复')]);
    expect(concurrent.filter((a) => a.code === 0)).toHaveLength(1);
    const final = (await t.call(withdrawDetail, { withdrawId: applied.withdrawId }, userHeaders(user.token))).data.status;
    expect(await cny()).toEqual({ asset: 'CNY', posted: final === 'APPROVED' ? 7_000 : 10_000, held: 0, available: final === 'APPROVED' ? 7_000 : 10_000 });
    await expectReconciled();
  });

  it('an undecided request expires by its job: the money comes back once and a late decision is refused', async () => {
    const applied = (await withdraw('20.00')).data;
    // Only the withdrawal's job counts here (a new user's coupon expires by a job of its own, issue 32).
    const expiryRuns = async () => (await queryRows<{ status: string }>(t, "select status from jobs where kind = 'withdraw.expire'")).map((j) => j.status);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + WITHDRAW_EXPIRY_MS - 1);
    expect(await expiryRuns()).toEqual(['QUEUED']);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + WITHDRAW_EXPIRY_MS + 1);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + WITHDRAW_EXPIRY_MS + 2);
    expect(await expiryRuns()).toEqual(['DONE']);
    expect((await t.call(withdrawDetail, { withdrawId: applied.withdrawId }, userHeaders(user.token))).data.status).toBe('EXPIRED');
    expect(await cny()).toMatchObject({ held: 0, available: 10_000 });
    expect(await decide(applied.withdrawId, true)).toMatchObject({ code: 4009 });
    await expectReconciled();
  });

  it('holds and debits racing for the whole balance: exactly one wins by the guarded update alone', async () => {
    const db = t.database.db;
    const holds = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => db.transaction((tx) =>
      placeHold(tx, { account: userAccount(user.userId), amount: 10_000, kind: 'WITHDRAW', refId: `race-${i}`, memo: '提现' }, t.clock.now))));
    expect(holds.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const hold = (holds.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<string>).value;
    await db.transaction((tx) => voidHold(tx, hold, t.clock.now));
    const debits = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => db.transaction((tx) => post(tx, {
      kind: 'WITHDRAW', refId: `race-debit-${i}`, memo: 'race',
      legs: [{ account: userAccount(user.userId), amount: -10_000 }, { account: platformAccount('PAYOUT'), amount: 10_000 }],
    }, t.clock.now))));
    expect(debits.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await cny()).toEqual({ asset: 'CNY', posted: 0, held: 0, available: 0 });
  });

  it('a hold is posted or voided at most once, and never posted after it was voided', async () => {
    const db = t.database.db;
    const hold = await db.transaction((tx) => placeHold(tx, { account: userAccount(user.userId), amount: 1_000, kind: 'WITHDRAW', refId: 'h-test', memo: '提现' }, t.clock.now));
    await db.transaction((tx) => voidHold(tx, hold, t.clock.now));
    await expect(db.transaction((tx) => voidHold(tx, hold, t.clock.now))).rejects.toThrow('该笔冻结资金已处理');
    await expect(db.transaction((tx) => postHold(tx, hold, platformAccount('PAYOUT'), { kind: 'WITHDRAW', refId: 'h-test', memo: 'x' }, t.clock.now)))
      .rejects.toThrow('该笔冻结资金已处理');
    const second = await db.transaction((tx) => placeHold(tx, { account: userAccount(user.userId), amount: 1_000, kind: 'WITHDRAW', refId: 'h-test-2', memo: '提现' }, t.clock.now));
    await db.transaction((tx) => postHold(tx, second, platformAccount('PAYOUT'), { kind: 'WITHDRAW', refId: 'h-test-2', memo: 'x' }, t.clock.now));
    await expect(db.transaction((tx) => postHold(tx, second, platformAccount('PAYOUT'), { kind: 'WITHDRAW', refId: 'h-test-2b', memo: 'x' }, t.clock.now)))
      .rejects.toThrow('该笔冻结资金已处理');
    expect(await cny()).toEqual({ asset: 'CNY', posted: 9_000, held: 0, available: 9_000 });
  });
});

describe('bad withdrawals are refused with a Chinese message and write nothing', () => {
  it.each([
    ['1.005', '提现金额格式不正确，最多两位小数'],
    ['-5', '提现金额格式不正确，最多两位小数'],
    ['0.50', '提现金额不能少于1.00元'],
    ['99999999', '提现金额不能超过50,000.00元'],
    ['abc', '提现金额格式不正确，最多两位小数'],
  ])('amount %s', async (amount, msg) => {
    expect(await withdraw(amount)).toMatchObject({ code: 4000, msg });
    expect(await count('withdrawals')).toBe(0);
    expect(await count('ledger_holds')).toBe(0);
  });

  it('a wrong pay password, and a request without an idempotency key', async () => {
    const wrong = await t.call(withdrawApply, { amount: '10.00', cardId: user.cardId, payPassword: '000000' }, moneyHeaders(user.token));
    expect(wrong).toMatchObject({ code: 4301, msg: expect.stringContaining('支付密码错误') });
    const unkeyed = await t.call(withdrawApply, { amount: '10.00', cardId: user.cardId, payPassword: PAY_PASSWORD }, userHeaders(user.token));
    expect(unkeyed).toMatchObject({ code: 4000, msg: '请求缺少幂等键，请返回重试' });
    expect(await count('withdrawals')).toBe(0);
    expect(await cny()).toMatchObject({ held: 0, available: 10_000 });
  });

  it('without real-name authentication', async () => {
    const { token } = await loginByCode(t, '13912340002');
    const answer = await t.call(withdrawApply, { amount: '10.00', cardId: user.cardId, payPassword: PAY_PASSWORD }, moneyHeaders(token));
    expect(answer).toMatchObject({ code: 4307, msg: '提现前请先完成实名认证' });
  });
});

describe("another user's withdrawals and cards (RELIABILITY 24)", () => {
  it('can be neither read nor changed, nor used', async () => {
    const other = await walletUser(t, '13912340003', 10_000);
    const mine = (await withdraw('10.00')).data;
    expect((await t.call(withdrawDetail, { withdrawId: mine.withdrawId }, userHeaders(other.token))).code).toBe(4004);
    expect((await t.call(withdrawComplain, { withdrawId: mine.withdrawId, text: '申诉' }, userHeaders(other.token))).code).toBe(4004);
    expect((await t.call(withdrawLogs, {}, userHeaders(other.token))).data.list).toEqual([]);
    expect((await t.call(bankDelete, { cardId: user.cardId }, userHeaders(other.token))).code).toBe(4004);
    const onMyCard = await t.call(withdrawApply, { amount: '10.00', cardId: user.cardId, payPassword: PAY_PASSWORD }, moneyHeaders(other.token));
    expect(onMyCard.code).toBe(4004);
    expect(await cny(other)).toMatchObject({ held: 0, available: 10_000 });
  });

  it('a consumer cannot list or decide withdrawals', async () => {
    const mine = (await withdraw('10.00')).data;
    expect((await t.call(companyWithdrawList, {}, userHeaders(user.token))).code).toBe(4003);
    expect((await t.call(companyWithdrawDecide, { withdrawId: mine.withdrawId, approve: true }, moneyHeaders(user.token))).code).toBe(4003);
    expect((await t.call(companyWithdrawList, { status: 'PENDING' }, userHeaders(admin))).data.list.map((w) => w.withdrawId)).toEqual([mine.withdrawId]);
  });
});
