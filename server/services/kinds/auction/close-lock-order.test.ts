// @vitest-environment node
// Found by the cluster fault run (npm run chaos -- --cluster): the lots of a session end together, their close jobs run
// at once on different processes, and each gave back the deposits of the same bidders in the order its rows came in,
// so two closes each held one bidder's account and waited for the other's: PostgreSQL's deadlock detector failed one
// (retried a minute later), and a payment caught in the same cycle was answered 500. The bidders are now settled in
// their ids' order (the winner's notice too, in its turn). PostgreSQL only: PGlite runs one transaction at a time.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auctionBid } from '../../../../src/contract/kinds/auction';
import { defaultDeposit } from '../../../../src/domain/auction-rules';
import { auctionLots, auctionSessions } from '../../../db/schema';
import { AUCTION_FREE_SHOP } from '../../../db/seed/auctions';
import { fundedBuyers, givePayPasswords, PAY_PASSWORD, type FundedBuyer } from '../../../test-support/checkout';
import { createTestApp, moneyHeaders, queryRows, type TestApp } from '../../../test-support/test-app';
import { closeLot } from './close';

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); }, 60_000);
afterEach(async () => { await t.close(); });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)('closing a lot (issue 35, found under load)', () => {
  it('gives deposits back in the bidders\' order, so closes of lots with the same bidders cannot deadlock', async () => {
    const now = t.clock.now;
    const [goodsRow] = await queryRows<{ id: string }>(t, `select id from goods where kind = 'auction' and shop_id = '${AUCTION_FREE_SHOP}' order by id limit 1`);
    await t.database.db.insert(auctionSessions).values({ id: 'SDL1', shopId: AUCTION_FREE_SHOP, title: '专场', img: '', startsAt: now - 1000, endsAt: now + 60_000, createdAt: now });
    await t.database.db.insert(auctionLots).values({
      id: 'LDL1', sessionId: 'SDL1', goodsId: goodsRow!.id, shopId: AUCTION_FREE_SHOP, startPrice: 1_000, bidStep: 100, deposit: defaultDeposit(1_000),
      currentPrice: 1_000, startsAt: now - 1000, endsAt: now + 60_000, originalEndsAt: now + 60_000, extendMs: 1_000, status: 'OPEN', updatedAt: now,
    });
    const buyers = await fundedBuyers(t, 3, 'DLK');
    await givePayPasswords(t, buyers.map((b) => b.userId));
    // The bidders in the reverse of their ids' order, so the deposit rows come back in that order unless sorted.
    const byId = [...buyers].sort((a, b) => a.userId.localeCompare(b.userId));
    const [leader, second, third] = byId as [FundedBuyer, FundedBuyer, FundedBuyer];
    for (const [i, buyer] of [third, second, leader].entries()) {
      const answer = await t.call(auctionBid, { lotId: 'LDL1', amount: 1_000 + i * 100, payPassword: PAY_PASSWORD }, moneyHeaders(buyer.token));
      expect(answer.code, answer.msg).toBe(0);
    }
    const accountOf = (userId: string) => sql`select id from ledger_accounts where owner_id = ${userId} and asset = 'CNY'`;

    // Another transaction holds the last bidder's account; the close must then already hold the second's (the first
    // in order) while it waits.
    let letGo: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => { letGo = resolve; });
    let held = false;
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`${accountOf(third.userId)} for update`);
      held = true;
      await holding;
    });
    while (!held) await sleep(10);
    const closing = t.database.db.transaction((tx) => closeLot(tx, { lotId: 'LDL1' }, now + 61_000));
    await sleep(500);
    const free = await t.database.db.transaction(async (tx) => ((await tx.execute(sql`${accountOf(second.userId)} for update skip locked`)) as unknown as { rows: unknown[] }).rows);
    letGo();
    await holder;
    await closing;
    expect(free).toEqual([]);
    const deposits = await queryRows<{ user_id: string; status: string }>(t, "select user_id, status from auction_deposits where lot_id = 'LDL1' order by user_id");
    expect(deposits.map((d) => d.status)).toEqual(['HELD', 'RELEASED', 'RELEASED']);
  }, 30_000);
});
