// @vitest-environment node
// The pay deadline as a job (docs/decisions/023): a payment racing its job, and the start-up backfill. On PGlite, and
// on PostgreSQL (DATABASE_URL, as CI runs it) where the payments and the two job runners really run at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAY_TIMEOUT_MS } from '../../../../src/domain/checkout';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { buyNow, fundedBuyers, goodsInShops, type PickedGoods } from '../../../test-support/checkout';
import { createTestApp, queryRows, type TestApp } from '../../../test-support/test-app';
import { reconcileLedger } from '../../../ledger/reconcile';
import { payByBalance } from '../pay/settle';
import { backfillPayDeadlineJobs } from './auto-cancel';

const BUYERS = 16;
const BALANCE = 1_000_000;

let t: TestApp;
let a: PickedGoods;
beforeEach(async () => {
  t = await createTestApp();
  [a] = (await goodsInShops(t, 1)) as [PickedGoods];
  await t.database.db.execute(`update goods set stock = 100 where id = '${a.id}'` as never);
});
afterEach(async () => { await t.close(); });

const stockOf = async () => (await queryRows<{ stock: number }>(t, `select stock from goods where id = '${a.id}'`))[0]!.stock;

describe('a payment racing the pay deadline job', () => {
  it('exactly one wins per order: paid with its money taken and its stock kept, or cancelled with its stock back and no money moved', async () => {
    const buyers = await fundedBuyers(t, BUYERS, '529', BALANCE);
    const orders = [];
    for (const buyer of buyers) {
      const created = await buyNow(t, buyer.token, a, buyer.addressId);
      expect(created.code, created.msg).toBe(0);
      orders.push({ buyer, orderId: created.data.orderIds[0]!, total: created.data.total });
    }
    expect(await stockOf()).toBe(100 - BUYERS);
    const deadline = t.clock.now + PAY_TIMEOUT_MS;

    // Each payment a millisecond before the deadline, two job runners (two processes) at it, all at once.
    const [payments] = await Promise.all([
      Promise.allSettled(orders.map(({ buyer, orderId }) => t.database.db.transaction((tx) => payByBalance(tx, buyer.userId, [orderId], deadline - 1)))),
      runDueJobs(t.database.db, JOB_HANDLERS, deadline),
      runDueJobs(t.database.db, JOB_HANDLERS, deadline),
    ]);
    await runDueJobs(t.database.db, JOB_HANDLERS, deadline + 60_000);

    const states = await queryRows<{ id: string; status: string; stock_released: boolean; paid: number; balance: number }>(t, `
      select o.id, o.status, o.stock_released,
        (select count(*)::int from ledger_txns x where x.kind = 'ORDER_PAY' and x.ref_id = o.id) as paid,
        (select coalesce(sum(e.amount), 0)::int from ledger_entries e join ledger_accounts c on c.id = e.account_id
          where c.owner_kind = 'user' and c.owner_id = o.user_id and c.asset = 'CNY') as balance
      from orders o where o.id in (${orders.map((o) => `'${o.orderId}'`).join(',')})`);
    expect(states).toHaveLength(BUYERS);
    for (const [i, { orderId, total }] of orders.entries()) {
      const state = states.find((s) => s.id === orderId)!;
      const won = payments[i]!.status === 'fulfilled';
      expect(state).toEqual(won
        ? { id: orderId, status: 'UNDELIVERED', stock_released: false, paid: 1, balance: BALANCE - total }
        : { id: orderId, status: 'CANCELLED', stock_released: true, paid: 0, balance: BALANCE });
    }
    const paidCount = states.filter((s) => s.status === 'UNDELIVERED').length;
    expect(await stockOf()).toBe(100 - paidCount);
    const jobs = await queryRows<{ status: string; attempts: number }>(t, `select status, attempts from jobs
      where kind = 'order.payDeadline' and key in (${orders.map((o) => `'${o.orderId}'`).join(',')})`);
    expect(jobs).toEqual(orders.map(() => ({ status: 'DONE', attempts: 1 })));
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  }, 120_000);
});

describe('the start-up backfill', () => {
  it('gives every unpaid order without a pay deadline job one, once; the demo seed\'s unpaid orders included', async () => {
    const [buyer] = await fundedBuyers(t, 1, '530', 0);
    const orderId = (await buyNow(t, buyer!.token, a, buyer!.addressId)).data.orderIds[0]!;
    await t.database.db.execute(`delete from jobs where kind = 'order.payDeadline'` as never);
    const unpaid = (await queryRows<{ n: number }>(t, "select count(*)::int as n from orders where status = 'UNPAID'"))[0]!.n;
    expect(unpaid).toBeGreaterThanOrEqual(1);

    expect(await backfillPayDeadlineJobs(t.database.db, t.clock.now)).toBe(unpaid);
    expect(await backfillPayDeadlineJobs(t.database.db, t.clock.now)).toBe(0);
    const missing = await queryRows<{ id: string }>(t, `select id from orders o where status = 'UNPAID'
      and not exists (select 1 from jobs j where j.kind = 'order.payDeadline' and j.key = o.id and j.run_at = o.pay_deadline)`);
    expect(missing).toEqual([]);

    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + PAY_TIMEOUT_MS);
    expect((await queryRows<{ status: string }>(t, `select status from orders where id = '${orderId}'`))[0]!.status).toBe('CANCELLED');
    expect(await stockOf()).toBe(100);
  });
});
