import { sql } from 'drizzle-orm';
import type { Cluster } from '../../../scripts/cluster/start';
import { openPostgres } from '../../../server/db/open';
import { lotRoomOf } from '../../../src/contract/kinds/auction';
import { createRng } from '../rng';
import { checkAnswers, checkCarts, checkJobs, checkLedger, checkLive, checkOrders } from './check';
import { ProxyClient } from './client';
import { LiveWatcher } from './live-watcher';
import { openConversation, runBuyer, type LoadWorld } from './load';
import { emptyAcknowledged, type Problem } from './model';
import { buyableGoods, seedBuyers, seedLots } from './seed';
import { playFaults, type FaultTimes } from './faults';

export interface ClusterRunOptions { buyers: number; seconds: number; lots: number }

export interface ClusterRunResult {
  seed: number;
  acknowledged: { orders: number; payments: number; bids: number; chats: number; cartChanges: number };
  calls: number;
  /** Calls that needed more than one try (cut by the kill, or 503 while the database was away). */
  retried: number;
  cuts: number;
  unavailable503: number;
  /** Every try's HTTP status (or `cut`), counted. */
  statuses: Record<string, number>;
  reconnects: number;
  refusedAsExpected: number;
  faults: FaultTimes;
  problems: Problem[];
  notes: string[];
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One seed on a running cluster: buyers of the seed's own (so a reused cluster's earlier seeds do not count), a mixed
 * load through the proxy, a SIGKILL of one process and a PostgreSQL stop and start at seeded moments, then the checks.
 */
export async function runClusterSeed(seed: number, cluster: Cluster, options: ClusterRunOptions): Promise<ClusterRunResult> {
  const started = Date.now();
  const rng = createRng(seed);
  const database = openPostgres(cluster.databaseUrl, 4);
  const db = database.db;
  const result: ClusterRunResult = {
    seed, acknowledged: { orders: 0, payments: 0, bids: 0, chats: 0, cartChanges: 0 }, calls: 0, retried: 0, cuts: 0, unavailable503: 0, statuses: {}, reconnects: 0,
    refusedAsExpected: 0, faults: { startRetries: 0, killedHost: -1, killAt: 0, hostBackAt: 0, databaseDownAt: 0, databaseUpAt: 0 }, problems: [], notes: [], ms: 0,
  };
  const watchers: LiveWatcher[] = [];
  try {
    const buyers = await seedBuyers(db, seed, options.buyers, started);
    const goods = await buyableGoods(db, 4);
    const loadMs = options.seconds * 1000;
    const loadStart = Date.now() + 1_000;
    const lots = await seedLots(db, seed, options.lots, loadStart + Math.round(loadMs * 0.75), started);
    const stopAt = loadStart + loadMs;
    const world: LoadWorld = { url: cluster.url, goods, lots, ack: emptyAcknowledged(), lotPrices: new Map(), refused: [] };
    const clients = buyers.map((b) => new ProxyClient(cluster.url, b.token, () => stopAt + 60_000));
    const conversations = await Promise.all(clients.map(openConversation));
    for (const [i, buyer] of buyers.entries()) {
      const watcher = new LiveWatcher(cluster.url.replace(/^http/, 'ws'), buyer.token);
      watcher.start([conversations[i]!.room, ...lots.map((l) => lotRoomOf(l.id))]);
      watchers.push(watcher);
    }
    await sleep(Math.max(0, loadStart - Date.now()));
    const faults = playFaults(cluster, rng, loadStart, loadMs, result.faults);
    await Promise.all([...buyers.map((b, i) => runBuyer(world, b, clients[i]!, conversations[i]!, createRng(seed * 1000 + i + 1), stopAt)), faults]);

    // The lots' close jobs (JOB_POLL_MS), then every live client catches up to its rooms' heads.
    const lotIds = sql.join(lots.map((l) => sql`${l.id}`), sql`, `);
    for (let i = 0; i < 150; i += 1) {
      const open = ((await db.execute(sql`select count(*)::int as n from auction_lots where id in (${lotIds}) and status = 'OPEN'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      if (open === 0) break;
      await sleep(200);
    }
    const heads = ((await db.execute(sql`select room, max(seq)::int as head from live_messages where room in (${sql.join([...new Set(watchers.flatMap((w) => [...w.seen.keys()]))].map((r) => sql`${r}`), sql`, `)}) group by 1`)) as unknown as { rows: { room: string; head: number }[] }).rows;
    await Promise.all(watchers.map((w) => w.caughtUp(new Map(heads.filter((h) => w.seen.has(h.room)).map((h) => [h.room, h.head])), 10_000)));

    const calls = clients.flatMap((c) => c.calls);
    result.problems.push(
      ...checkAnswers(calls),
      ...(await checkOrders(db, buyers, world.ack)),
      ...(await checkCarts(db, buyers, world.ack)),
      ...(await checkLive(db, world.ack, watchers, lots)),
      ...(await checkJobs(db, lots, started, Date.now())),
      ...(await checkLedger(db)),
    );
    const unexpected = world.refused.filter((r) => !/bid|出价/.test(r));
    result.problems.push(...unexpected.map((detail) => ({ kind: 'refused' as const, detail })));
    result.refusedAsExpected = world.refused.length - unexpected.length;
    const ack = world.ack;
    result.acknowledged = { orders: ack.orders.length, payments: ack.payments.length, bids: ack.bids.length, chats: ack.chats.length, cartChanges: calls.filter((c) => c.name.startsWith('member.cart') && c.answer?.code === 0).length };
    result.calls = calls.length;
    result.retried = calls.filter((c) => c.tries.length > 1).length;
    result.cuts = calls.reduce((n, c) => n + c.tries.filter((t) => t.status === 'cut' || t.status === 502 || t.status === 504).length, 0);
    result.unavailable503 = calls.reduce((n, c) => n + c.tries.filter((t) => t.status === 503).length, 0);
    for (const t of calls.flatMap((c) => c.tries)) result.statuses[t.status] = (result.statuses[t.status] ?? 0) + 1;
    if (result.faults.startRetries) result.notes.push(`the killed process's start met the database away and exited ${result.faults.startRetries} time(s); started again`);
    result.reconnects = watchers.reduce((n, w) => n + w.reconnects, 0);
    if (result.unavailable503 === 0) result.notes.push('no 503 seen while the database was away (no call was in that window)');
    for (const w of watchers) for (const gap of w.gaps) result.notes.push(`live resume out of order: ${gap}`);
  } catch (error) {
    result.problems.push({ kind: 'error', detail: error instanceof Error ? error.stack ?? error.message : String(error) });
  } finally {
    for (const w of watchers) w.stop();
    await database.close().catch(() => undefined);
    result.ms = Date.now() - started;
  }
  return result;
}
