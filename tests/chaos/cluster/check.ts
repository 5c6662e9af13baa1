import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/open';
import { reconcileLedger } from '../../../server/ledger/reconcile';
import { UNAVAILABLE_MSG, type CallRecord } from './client';
import type { LiveWatcher } from './live-watcher';
import type { Acknowledged, Problem } from './model';
import type { Buyer, Lot } from './seed';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const countBy = <T>(items: T[], key: (item: T) => string) => items.reduce((m, i) => m.set(key(i), (m.get(key(i)) ?? 0) + 1), new Map<string, number>());

/** Every acknowledged order and payment exists exactly once, and no order exists that no answer named (a lot's
 * winning order is made by its close job: checkJobs counts those). */
export async function checkOrders(db: Db, buyers: Buyer[], ack: Acknowledged): Promise<Problem[]> {
  const problems: Problem[] = [];
  const userIds = buyers.map((b) => b.userId);
  const stored = await rows<{ id: string; user_id: string }>(db, sql`select id, user_id from orders where user_id in (${list(userIds)}) and remark not like '拍卖成交%'`);
  const acked = new Set(ack.orders.flatMap((o) => o.orderIds));
  for (const id of acked) if (!stored.some((o) => o.id === id)) problems.push({ kind: 'lost', detail: `order ${id}` });
  for (const order of stored) if (!acked.has(order.id)) problems.push({ kind: 'doubled', detail: `order ${order.id} of ${order.user_id} that no answer named` });
  const paidOrders = ack.payments.flatMap((p) => p.orderIds);
  if (paidOrders.length) {
    const txns = await rows<{ ref_id: string; n: number }>(db, sql`select ref_id, count(*)::int as n from ledger_txns where kind = 'ORDER_PAY' and ref_id in (${list(paidOrders)}) group by 1`);
    for (const id of paidOrders) {
      const n = txns.find((t) => t.ref_id === id)?.n ?? 0;
      if (n !== 1) problems.push({ kind: n ? 'doubled' : 'lost', detail: `payment of order ${id}: ${n} ORDER_PAY transactions` });
    }
    const payments = await rows<{ id: string; status: string }>(db, sql`select id, status from payments where id in (${list(ack.payments.map((p) => p.payNo))})`);
    for (const p of ack.payments) if (payments.find((r) => r.id === p.payNo)?.status !== 'PAID') problems.push({ kind: 'lost', detail: `payment ${p.payNo} not PAID` });
  }
  return problems;
}

/** Each buyer's cart is what the acknowledged changes make: a change applied twice shows as a higher quantity. */
export async function checkCarts(db: Db, buyers: Buyer[], ack: Acknowledged): Promise<Problem[]> {
  const problems: Problem[] = [];
  const lines = await rows<{ user_id: string; goods_id: string; num: number }>(db, sql`select user_id, goods_id, num from cart_lines where user_id in (${list(buyers.map((b) => b.userId))})`);
  for (const [userId, cart] of ack.carts) {
    for (const [goodsId, num] of cart) {
      const host = lines.find((l) => l.user_id === userId && l.goods_id === goodsId)?.num ?? 0;
      if (host !== num) problems.push({ kind: host > num ? 'doubled' : 'lost', detail: `cart of ${userId}, goods ${goodsId}: expected ${num}, host ${host}` });
    }
  }
  return problems;
}

/** Every acknowledged bid and chat message once; every live client saw every message of its rooms (none missed). */
export async function checkLive(db: Db, ack: Acknowledged, watchers: LiveWatcher[], lots: Lot[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  const bids = await rows<{ lot_id: string; user_id: string; amount: number }>(db, sql`select lot_id, user_id, amount::int as amount from auction_bids where lot_id in (${list(lots.map((l) => l.id))}) and not auto`);
  const stored = countBy(bids, (b) => `${b.lot_id}/${b.user_id}/${b.amount}`);
  for (const [key, n] of countBy(ack.bids, (b) => `${b.lotId}/${b.userId}/${b.amount}`)) {
    if ((stored.get(key) ?? 0) !== n) problems.push({ kind: (stored.get(key) ?? 0) > n ? 'doubled' : 'lost', detail: `bid ${key}: ${n} acknowledged, ${stored.get(key) ?? 0} stored` });
  }
  for (const key of stored.keys()) if (!ack.bids.some((b) => `${b.lotId}/${b.userId}/${b.amount}` === key)) problems.push({ kind: 'doubled', detail: `bid ${key} that no answer named` });
  if (ack.chats.length) {
    const messages = await rows<{ room: string; client_id: string; seq: number }>(db, sql`select room, client_id, seq from live_messages where room in (${list([...new Set(ack.chats.map((c) => c.room))])})`);
    const byClient = countBy(messages, (m) => `${m.room}/${m.client_id}`);
    for (const chat of ack.chats) {
      const n = byClient.get(`${chat.room}/${chat.clientId}`) ?? 0;
      if (n !== 1) problems.push({ kind: n ? 'doubled' : 'lost', detail: `chat ${chat.room}/${chat.clientId}: ${n} stored` });
    }
  }
  const rooms = [...new Set(watchers.flatMap((w) => [...w.seen.keys()]))];
  const heads = await rows<{ room: string; head: number }>(db, sql`select room, max(seq)::int as head from live_messages where room in (${list(rooms)}) group by 1`);
  for (const watcher of watchers) {
    for (const [room, seen] of watcher.seen) {
      const head = heads.find((h) => h.room === room)?.head ?? 0;
      const missed = Array.from({ length: head }, (_, i) => i + 1).filter((seq) => !seen.has(seq));
      if (missed.length) problems.push({ kind: 'missed', detail: `live client of ${room} missed ${missed.length} of ${head} (${missed.slice(0, 8).join(',')})` });
    }
    for (const denied of watcher.denied) problems.push({ kind: 'missed', detail: `live client denied ${denied}` });
  }
  return problems;
}

/** The run's lots closed once each by their job; no job of the run failed, ran twice, or is still due. */
export async function checkJobs(db: Db, lots: Lot[], since: number, now: number): Promise<Problem[]> {
  const problems: Problem[] = [];
  const jobs = await rows<{ kind: string; key: string; status: string; attempts: number; run_at: number; last_error: string }>(db, sql`select kind, key, status, attempts, run_at::bigint as run_at, last_error
    from jobs where updated_at >= ${since} or (status = 'QUEUED' and run_at <= ${now - 10_000})`);
  for (const job of jobs) {
    if (job.status === 'QUEUED' && Number(job.run_at) <= now - 10_000) problems.push({ kind: 'job', detail: `${job.kind} ${job.key} still queued ${Math.round((now - Number(job.run_at)) / 1000)} s after it was due` });
    if (job.status === 'FAILED' || job.attempts > 1) problems.push({ kind: 'job', detail: `${job.kind} ${job.key} ${job.status} after ${job.attempts} attempts: ${job.last_error}` });
  }
  for (const lot of lots) {
    const closes = jobs.filter((j) => j.kind === 'auction.close' && j.key.startsWith(`${lot.id}@`) && j.status === 'DONE');
    if (closes.length === 0) problems.push({ kind: 'job', detail: `lot ${lot.id}: no close job done` });
  }
  const lotRows = await rows<{ id: string; status: string; orders: number }>(db, sql`select l.id, l.status, (select count(*)::int from orders o where o.remark = '拍卖成交（拍品' || l.id || '）') as orders
    from auction_lots l where l.id in (${list(lots.map((l) => l.id))})`);
  for (const lot of lotRows) {
    if (lot.status === 'OPEN') problems.push({ kind: 'job', detail: `lot ${lot.id} still OPEN` });
    if (lot.status === 'SOLD' && lot.orders !== 1) problems.push({ kind: lot.orders ? 'doubled' : 'lost', detail: `lot ${lot.id} SOLD with ${lot.orders} orders` });
  }
  return problems;
}

/** `npm run ledger:check`'s reconciliation, on the cluster's database. */
export async function checkLedger(db: Db): Promise<Problem[]> {
  return (await reconcileLedger(db)).problems.map((detail) => ({ kind: 'ledger' as const, detail }));
}

/** Every try that was not answered 200 was a 503 with the envelope's 5003 and retry message, or a cut the proxy saw. */
export function checkAnswers(calls: CallRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const call of calls) {
    if (!call.answer) problems.push({ kind: 'stuck', detail: `${call.name} ${call.key}: no answer after ${call.tries.length} tries (${call.tries.slice(-3).map((t) => t.status).join(',')})` });
    for (const t of call.tries) {
      if (t.status === 503 && (t.code !== 5003 || t.msg !== UNAVAILABLE_MSG)) problems.push({ kind: 'unavailable', detail: `${call.name}: 503 with ${t.code} ${t.msg}` });
      if (typeof t.status === 'number' && t.status !== 200 && t.status !== 503 && t.status !== 502) problems.push({ kind: 'unavailable', detail: `${call.name}: HTTP ${t.status} ${t.code ?? ''} ${t.msg ?? ''}` });
      if (t.status === 200 && t.code !== undefined && t.code >= 5000) problems.push({ kind: 'unavailable', detail: `${call.name}: ${t.code} ${t.msg}` });
    }
  }
  return problems;
}
