// Issue 16 "Performance": bids per second on one hot lot against the same number of plain inserts in the same run,
// and the time from a bid to its arrival at a second client of the live channel. Measured in this process on a
// PGlite database of its own (the bench's product process holds its own database), with the whole app listening on
// a port; the second client is a WebSocket client (ws), not a browser (tests/e2e/auction.e2e.ts checks that two
// Chromium pages see each other's bid within 1 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { auctionBid } from '../../src/contract/kinds/auction';
import { HEADERS } from '../../src/contract/headers';
import { LIVE_SOCKET_PATH } from '../../src/contract/platform/live-channel';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { issueToken } from '../../server/auth/tokens';
import { readConfig } from '../../server/config';
import { openPglite, type Db } from '../../server/db/open';
import { addresses, auctionBids, auctionLots, auctionSessions, goods, payAccounts, users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { createMemorySmsProvider } from '../../server/services/account/phone-codes/sms-provider';
import { placeBid } from '../../server/services/kinds/auction/lots';
import { platformAccount, userAccount } from '../../server/ledger/accounts';
import { post } from '../../server/ledger/post';
import { percentile, repeatPair, round, summarize, type Figure } from '../stats';

const BUYERS = 20;
const BIDS = 200;
const CONCURRENCY = 20;
const LATENCY_BIDS = 60;

async function pool(count: number, concurrency: number, work: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) { const i = next++; await work(i); }
  }));
}

/** The bench buyers' pay password: a first bid freezes the deposit with it (issue 34.8). */
const PAY_PASSWORD = '246810';

async function seedBuyers(db: Db, now: number): Promise<{ userId: string; token: string }[]> {
  const list: { userId: string; token: string }[] = [];
  const payPasswordHash = await hashPassword(PAY_PASSWORD);
  for (let i = 0; i < BUYERS; i += 1) {
    const userId = `UAB${String(i).padStart(4, '0')}`;
    await db.insert(users).values({ id: userId, usersNo: `SQAB${i}`, phone: `1760000${String(i).padStart(4, '0')}`, name: `竞拍压测${i}`, createdAt: now });
    await db.insert(addresses).values({
      id: `a${i}`, userId, name: '压测', phone: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
      regionName: '广东省 深圳市 南山区', detail: '科技园路1号', isDefault: true, createdAt: now, updatedAt: now,
    });
    await post(db, { kind: 'WELCOME', refId: `bench-auction-${userId}`, memo: '压测入账', legs: [{ account: platformAccount('PROMO'), amount: -100_000_000 }, { account: userAccount(userId), amount: 100_000_000 }] }, now);
    await db.insert(payAccounts).values({ userId, payPasswordHash, updatedAt: now });
    list.push({ userId, token: (await issueToken(db, userId, 'user', null, now, 86_400_000)).token });
  }
  return list;
}

let lotNo = 0;
async function newLot(db: Db, goodsId: string, now: number): Promise<string> {
  const id = `ABENCH${(lotNo += 1)}`;
  await db.insert(auctionSessions).values({ id: `S${id}`, shopId: 'S0002', title: '压测专场', img: '', startsAt: now - 1000, endsAt: now + 3_600_000, createdAt: now });
  await db.insert(auctionLots).values({
    id, sessionId: `S${id}`, goodsId, shopId: 'S0002', startPrice: 100, bidStep: 100, deposit: 1_000, currentPrice: 100, startsAt: now - 1000,
    endsAt: now + 3_600_000, originalEndsAt: now + 3_600_000, extendMs: 120_000, status: 'OPEN', updatedAt: now,
  });
  return id;
}

export async function measureAuction(runs: number): Promise<Figure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-bench-auction-'));
  const database = await openPglite(path.join(dir, 'db'));
  const clock = { now: Date.now() };
  try {
    await database.migrate();
    await seedDemo(database.db, clock.now);
    const db = database.db;
    const [item] = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.kind, 'auction'), eq(goods.shopId, 'S0002'))).orderBy(asc(goods.id)).limit(1);
    const buyers = await seedBuyers(db, clock.now);
    let accepted = 0;
    let attempted = 0;

    // Bids: every one through placeBid in its own transaction (lot row lock, deposit, history, live message).
    const bidRun = async () => {
      const lotId = await newLot(db, item!.id, Date.now());
      let amount = 100;
      const started = performance.now();
      await pool(BIDS, CONCURRENCY, async (i) => {
        attempted += 1;
        amount += 100;
        const mine = amount;
        await db.transaction((tx) => placeBid(tx, buyers[i % BUYERS]!.userId, { lotId, amount: mine, proxy: false, payPassword: PAY_PASSWORD }, Date.now()))
          .then(() => { accepted += 1; }, () => undefined);
      });
      return BIDS / ((performance.now() - started) / 1000);
    };
    // The baseline: the same number of plain inserts of a bid row, each in its own transaction, at the same concurrency.
    const insertRun = async () => {
      const lotId = `PLAIN${(lotNo += 1)}`;
      const started = performance.now();
      await pool(BIDS, CONCURRENCY, (i) => db.transaction((tx) => tx.insert(auctionBids).values({ lotId, seq: i + 1, userId: buyers[i % BUYERS]!.userId, amount: 100 + i * 100, createdAt: Date.now() })));
      return BIDS / ((performance.now() - started) / 1000);
    };
    const rates = await repeatPair(runs, bidRun, insertRun);

    // Latency: bids over HTTP to the app on a port; a second client of the live channel subscribed to the lot.
    const app = await buildApp({
      database, sms: createMemorySmsProvider(), now: () => Date.now(), checkResponses: false,
      config: { ...readConfig({}), staticDir: undefined, sharedReadCache: false, mediaDir: path.join(dir, 'media') },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const latencies: number[] = [];
    try {
      const lotId = await newLot(db, item!.id, Date.now());
      const sentAt = new Map<number, number>();
      const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_SOCKET_PATH}`);
      const arrived = new Map<number, number>();
      await new Promise<void>((resolve, reject) => {
        socket.on('open', () => {
          socket.send(JSON.stringify({ t: 'auth', userToken: '', shopToken: '' }));
          socket.send(JSON.stringify({ t: 'sub', room: `lot:${lotId}`, after: 0 }));
        });
        socket.on('message', (data: WebSocket.RawData) => {
          const frame = JSON.parse(String(data)) as { t: string; body?: { bidCount: number } };
          if (frame.t === 'subbed') resolve();
          if (frame.t === 'msg' && frame.body) arrived.set(frame.body.bidCount, performance.now());
        });
        socket.on('error', reject);
      });
      for (let i = 0; i < LATENCY_BIDS; i += 1) {
        const buyer = buyers[i % 2]!;
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}${auctionBid.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [HEADERS.userToken]: buyer.token, [HEADERS.appFlag]: 'H5', [HEADERS.idempotencyKey]: `bench-bid-${lotId}-${i}` },
          body: JSON.stringify({ lotId, amount: 100 + (i + 1) * 100, payPassword: PAY_PASSWORD }),
        });
        const answer = (await response.json()) as { code: number; data: { lot: { bidCount: number } } };
        if (answer.code !== 0) throw new Error(`bid refused: ${JSON.stringify(answer)}`);
        sentAt.set(answer.data.lot.bidCount, started);
        const deadline = performance.now() + 5_000;
        while (!arrived.has(answer.data.lot.bidCount) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
        latencies.push((arrived.get(answer.data.lot.bidCount) ?? Number.POSITIVE_INFINITY) - started);
        await new Promise((r) => setTimeout(r, 20));
      }
      socket.close();
    } finally {
      await app.close();
    }
    const p95 = percentile(latencies, 95);
    const ratio = round(rates.value.median / rates.baseline.median, 3);
    return {
      name: 'auction bids', unit: 'bids/s', value: rates.value, baseline: rates.baseline, ratio,
      target: 'bid to second client ≤ 1 s at p95', met: p95 <= 1000,
      measuredIn: 'Node, app in this process on its own PGlite; second client: a WebSocket (ws) client, not a browser',
      notes: `${BIDS} bids on one lot by ${BUYERS} buyers, ${CONCURRENCY} at a time (${accepted} of ${attempted} accepted over all runs, warm-up included; a bid that arrives below the price is refused) `
        + `vs ${BIDS} plain inserts of a bid row at the same concurrency; bid → live message at the second client over ${LATENCY_BIDS} bids: `
        + `p50 ${round(percentile(latencies, 50), 1)} ms, p95 ${round(p95, 1)} ms, max ${round(summarize(latencies).max, 1)} ms (from the bid's request start)`,
    };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
