import { afterEach, beforeEach, expect } from 'vitest';
import { auctionBid, auctionLotDetail, shopAddAuctionSession } from '../../../../src/contract/kinds/auction';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { runDueJobs } from '../../../jobs/queue';
import { fundedBuyers, givePayPasswords, type FundedBuyer, PAY_PASSWORD, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

export type Buyer = FundedBuyer;
export interface AuctionWorld { t: TestApp; shop: Record<string, string>; otherShop: Record<string, string>; freeGoods: string[] }

/**
 * The auction tests' world, new for each test: an app over its own database, the two seeded shops' owners and shop 2's
 * free auction goods. Call once at a test file's top: it registers the hooks there (a module's own top-level hooks
 * would register only in the first file a worker runs, as workers keep modules from file to file).
 */
export function auctionWorld() {
  const world = {} as AuctionWorld;
  beforeEach(async () => {
    world.t = await createTestApp();
    const owner = await loginByCode(world.t, '13800000004');
    world.shop = shopHeaders(owner.token, owner.shopToken);
    const other = await loginByCode(world.t, '13800000005');
    world.otherShop = shopHeaders(other.token, other.shopToken);
    world.freeGoods = (await queryRows<{ id: string }>(world.t, "select id from goods where kind = 'auction' and shop_id = 'S0002' and on_shelf and stock > 0 order by id")).map((r) => r.id);
  }, 60_000);
  afterEach(async () => { await world.t.close(); });

  let keyNo = 0;
  const withKey = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': `auction-test-${(keyNo += 1)}` });
  return {
    world,
    withKey,
    jobs: (now = world.t.clock.now) => runDueJobs(world.t.database.db, JOB_HANDLERS, now),
    async buyers(count: number, tag: string, balance?: number) {
      const list = await fundedBuyers(world.t, count, tag, balance);
      await givePayPasswords(world.t, list.map((b) => b.userId));
      return list;
    },
    async openLot(options: { durationSec?: number; extendSec?: number; startPrice?: number; bidStep?: number; deposit?: number; goods?: number } = {}) {
      const answer = await world.t.call(shopAddAuctionSession, {
        title: '测试专场', durationSec: options.durationSec ?? 3600, extendSec: options.extendSec ?? 120,
        lots: [{ goodsId: world.freeGoods[options.goods ?? 0]!, startPrice: options.startPrice ?? 10_000, bidStep: options.bidStep ?? 1_000, deposit: options.deposit ?? 20_000 }],
      }, withKey(world.shop));
      expect(answer.code, answer.msg).toBe(0);
      return answer.data.lots[0]!;
    },
    /** A bid with the pay password, which the host asks for only when the bid freezes the deposit (the first one). */
    bid: (b: Buyer, lotId: string, amount: number, proxy = false) =>
      world.t.call(auctionBid, { lotId, amount, proxy, payPassword: PAY_PASSWORD }, withKey(userHeaders(b.token))),
    detail: (lotId: string, b?: Buyer) => world.t.call(auctionLotDetail, { lotId }, b ? userHeaders(b.token) : {}),
    async available(b: Buyer) {
      const [row] = await queryRows<{ posted: string; held: string }>(world.t, `select posted, held from ledger_accounts where owner_kind = 'user' and owner_id = '${b.userId}' and asset = 'CNY'`);
      return { posted: Number(row?.posted ?? 0), held: Number(row?.held ?? 0) };
    },
  };
}
