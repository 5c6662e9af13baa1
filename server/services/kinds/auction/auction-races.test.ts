// @vitest-environment node
// Issue 16 auctions' races on the host: run on PGlite in `npm test` and on PostgreSQL with DATABASE_URL, where
// concurrent requests really run at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../../src/contract/codes';
import { readRoom } from '../../../live/rooms';
import { queryRows, type TestApp } from '../../../test-support/test-app';
import { auctionWorld } from './auction-test-kit';

const { world, jobs, buyers, openLot, bid, detail } = auctionWorld();
let t: TestApp;
let freeGoods: string[];
beforeEach(() => { ({ t, freeGoods } = world); });

describe('races (run on PostgreSQL too: DATABASE_URL)', () => {
  it('500 concurrent bids on one lot give one consistent price history and one winner', async () => {
    const lot = await openLot({ startPrice: 100, bidStep: 100, deposit: 1_000 });
    const people = await buyers(25, '77');
    const attempts = Array.from({ length: 500 }, (_, i) => ({ who: people[i % people.length]!, amount: 100 + (i + 1) * 100, proxy: i % 7 === 0 }));
    const answers = await Promise.all(attempts.map((a) => bid(a.who, lot.lotId, a.amount, a.proxy)));
    expect(answers.every((a) => [0, CODES.validation, CODES.conflict].includes(a.code)), JSON.stringify(answers.find((a) => ![0, 4000, 4009].includes(a.code)))).toBe(true);
    const history = await queryRows<{ seq: number; amount: string; user_id: string }>(t, `select seq, amount, user_id from auction_bids where lot_id = '${lot.lotId}' order by seq`);
    expect(history.map((h) => h.seq)).toEqual(history.map((_, i) => i + 1));
    for (let i = 1; i < history.length; i += 1) expect(Number(history[i]!.amount)).toBeGreaterThanOrEqual(Number(history[i - 1]!.amount));
    const final = (await detail(lot.lotId)).data.lot;
    expect(final.bidCount).toBe(history.length);
    expect(final.currentPrice).toBe(Math.max(...history.map((h) => Number(h.amount))));
    const room = await readRoom(t.database.db, `lot:${lot.lotId}`, 0, 1000);
    expect(room.map((m) => m.seq)).toEqual(room.map((_, i) => i + 1));
    expect(room.at(-1)!.body).toMatchObject({ currentPrice: final.currentPrice, bidCount: final.bidCount });
    // one deposit per bidder, never two
    const deposits = await queryRows<{ n: string; users: string }>(t, `select count(*) n, count(distinct user_id) users from auction_deposits where lot_id = '${lot.lotId}'`);
    expect(deposits[0]!.n).toBe(deposits[0]!.users);
    const [holds] = await queryRows<{ n: string }>(t, `select count(*) n from ledger_holds where kind = 'AUCTION_DEPOSIT' and ref_id like '${lot.lotId}:%'`);
    expect(Number(holds!.n)).toBe(Number(deposits[0]!.n));

    t.clock.now = (await detail(lot.lotId)).data.lot.endsAt;
    // two job runners at once (two host processes share only the database): the lot closes once
    const [x, y] = await Promise.all([jobs(), jobs()]);
    expect(x + y).toBe(1);
    const [winners] = await queryRows<{ n: string }>(t, `select count(*) n from orders where remark like '%${lot.lotId}%'`);
    expect(Number(winners!.n)).toBe(1);
    const [held] = await queryRows<{ n: string }>(t, `select count(*) n from auction_deposits where lot_id = '${lot.lotId}' and status = 'HELD'`);
    expect(Number(held!.n)).toBe(1);
  }, 120_000);

  it('two job runners at once (as two host processes on one database) close each of several lots once', async () => {
    const count = Math.min(freeGoods.length, 4);
    const lots = [];
    for (let i = 0; i < count; i += 1) lots.push(await openLot({ durationSec: 60, extendSec: 10, goods: i }));
    const people = await buyers(count, '79');
    for (const [i, lot] of lots.entries()) expect((await bid(people[i]!, lot.lotId, 10_000)).code).toBe(0);
    t.clock.now = lots[0]!.endsAt;
    const [x, y] = await Promise.all([jobs(), jobs()]);
    expect(x + y).toBe(count);
    for (const lot of lots) {
      const [orders] = await queryRows<{ n: string }>(t, `select count(*) n from orders where remark like '%${lot.lotId}%'`);
      expect(Number(orders!.n)).toBe(1);
      expect((await detail(lot.lotId)).data.lot.status).toBe('SOLD');
    }
    const [closed] = await queryRows<{ n: string }>(t, "select count(*) n from jobs where kind = 'auction.close' and status = 'DONE'");
    expect(Number(closed!.n)).toBe(count);
  });

  it('a bid racing the close is either counted before it or refused', async () => {
    for (let round = 0; round < 2; round += 1) {
      const lot = await openLot({ durationSec: 60, extendSec: 10, goods: round });
      const [a, b] = await buyers(2, `8${round}`);
      expect((await bid(a!, lot.lotId, 10_000)).code).toBe(0);
      // the bid is sent a millisecond before the end while the close job runs at the end
      t.clock.now = lot.endsAt - 1;
      const [late] = await Promise.all([bid(b!, lot.lotId, 11_000), jobs(lot.endsAt)]);
      const after = (await detail(lot.lotId)).data.lot;
      if (late.code === 0) {
        expect(after).toMatchObject({ status: 'OPEN', currentPrice: 11_000, bidCount: 2 });
        expect(after.endsAt).toBe(lot.endsAt - 1 + 10_000);
      } else {
        expect(late).toMatchObject({ code: CODES.orderStatusNotAllowed, msg: '拍卖已结束，出价未被接受' });
        expect(after).toMatchObject({ status: 'SOLD', currentPrice: 10_000, bidCount: 1 });
      }
      const [orders] = await queryRows<{ n: string }>(t, `select count(*) n from orders where remark like '%${lot.lotId}%'`);
      expect(Number(orders!.n)).toBe(after.status === 'SOLD' ? 1 : 0);
      t.clock.now += 3_600_000;
    }
  });
});
