// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceDetail, balanceInfo } from '../../../src/contract/wallet/wallet';
import { HOLD_CAUSES } from '../../../src/domain/wallet-rules';
import { reconcileLedger } from '../../ledger/reconcile';
import { decideWithdrawal, userWithHolds, type UserWithHolds } from '../../test-support/holds';
import { createTestApp, userHeaders, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let held: UserWithHolds;

const info = async () => (await t.call(balanceInfo, {}, userHeaders(held.user.token))).data;
const details = async (type: '' | 'WITHDRAW' | 'AUCTION_DEPOSIT' = '') =>
  (await t.call(balanceDetail, { pageNum: 1, pageSize: 20, asset: 'CNY', type }, userHeaders(held.user.token))).data;

beforeEach(async () => {
  t = await createTestApp();
  held = await userWithHolds(t, '13912340101');
}, 60_000);
afterEach(async () => { await t.close(); });

describe('each hold is named by its cause (issue 34, defect 3)', () => {
  it('the wallet answers the frozen total in parts by cause: a deposit is 拍卖保证金, not 提现审核中', async () => {
    const wallet = await info();
    expect(wallet.assets.find((a) => a.asset === 'CNY')).toEqual({ asset: 'CNY', posted: 232_670, held: 60_000, available: 172_670 });
    expect(wallet.holds).toEqual([
      { asset: 'CNY', kind: 'AUCTION_DEPOSIT', count: 1, amount: 10_000 },
      { asset: 'CNY', kind: 'WITHDRAW', count: 1, amount: 50_000 },
    ]);
    expect(wallet.holds.map((h) => HOLD_CAUSES[h.kind])).toEqual(['拍卖保证金', '提现审核中']);
  });

  it('the details list each hold as a 冻结 line of its cause, and its end as a 解冻 line; the lines add up to the available value', async () => {
    const before = await details();
    expect(before.list.filter((l) => l.hold)).toEqual([
      expect.objectContaining({ hold: 'FREEZE', kind: 'AUCTION_DEPOSIT', amount: -10_000, memo: expect.stringMatching(/^拍品「.+」保证金$/) }),
      expect.objectContaining({ hold: 'FREEZE', kind: 'WITHDRAW', amount: -50_000, memo: expect.stringMatching(/^提现到/) }),
    ]);
    expect(before.list.reduce((sum, l) => sum + l.amount, 0)).toBe(before.available);

    await decideWithdrawal(t, held.withdrawId, true);
    const after = await details();
    expect(after.list.slice(0, 2)).toEqual([
      expect.objectContaining({ hold: null, kind: 'WITHDRAW', amount: -50_000 }),
      expect.objectContaining({ hold: 'UNFREEZE', kind: 'WITHDRAW', amount: 50_000 }),
    ]);
    expect(after.list.reduce((sum, l) => sum + l.amount, 0)).toBe(after.available);
    expect(new Set(after.list.map((l) => l.id)).size).toBe(after.list.length);
    expect((await info()).holds).toEqual([{ asset: 'CNY', kind: 'AUCTION_DEPOSIT', count: 1, amount: 10_000 }]);

    const deposits = await details('AUCTION_DEPOSIT');
    expect(deposits).toMatchObject({ total: 1, list: [{ hold: 'FREEZE', kind: 'AUCTION_DEPOSIT' }] });
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });
});
