// Issue 18 "Scale": one live room watched by 2,000 simulated viewers over two host processes (two apps on one
// PGlite database, as server/live/channel.test.ts runs them), chat sent through the live.send call at a steady rate;
// messages delivered per second and the p95 delay from a send's request to its arrival at each viewer, against a bare
// `ws` broadcast server (no database, no order, no catch-up) carrying the same messages to the same number of clients.
// Everything runs in this one Node process on a shared machine: clients, both apps and the baseline compete for it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import { HEADERS } from '../../src/contract/headers';
import { LIVE_SOCKET_PATH } from '../../src/contract/live-channel';
import { liveSend } from '../../src/contract/live-room';
import { buildApp } from '../../server/app';
import { issueToken } from '../../server/auth/tokens';
import { readConfig } from '../../server/config';
import { openPglite, type Database } from '../../server/db/open';
import { seedDemo } from '../../server/db/seed';
import { createMemorySmsProvider } from '../../server/services/assist/sms-provider';
import { openRoom } from '../../server/services/live-room/rooms';
import { percentile, round, summarize, type Figure } from '../stats';

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 2000);
const RATE_PER_S = 20;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
const MESSAGES = RATE_PER_S * SECONDS;
const DRAIN_MS = 30_000;

interface Outcome { perSecond: number; delays: number[]; delivered: number; outOfOrder: number; missing: number }

/** Opens `count` sockets in batches (a burst of thousands of handshakes at once is not what a room sees). */
async function openClients(urls: string[], count: number, onOpen: (socket: WebSocket, index: number) => Promise<void>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - start) }, async (_, k) => {
      const index = start + k;
      const socket = new WebSocket(urls[index % urls.length]!);
      await new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); });
      await onOpen(socket, index);
      sockets.push(socket);
    }));
  }
  return sockets;
}

/** Sends MESSAGES at RATE_PER_S with `send(i)`; waits until every client has all of them (or DRAIN_MS). */
async function drive(send: (i: number) => Promise<void>, sentAt: number[], received: () => number, deliveredAt: () => number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < MESSAGES; i += 1) {
    const due = started + (i * 1000) / RATE_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt[i] = performance.now();
    await send(i);
  }
  const deadline = performance.now() + DRAIN_MS;
  while (received() < MESSAGES * VIEWERS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return (received() / ((deliveredAt() - started) / 1000));
}

async function productRun(database: Database, dir: string): Promise<Outcome> {
  const config = { ...readConfig({}), staticDir: undefined, sharedReadCache: false, mediaDir: path.join(dir, 'media') };
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i += 1) {
    const app = await buildApp({ database, config, sms: createMemorySmsProvider(), now: () => Date.now(), checkResponses: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
  }
  const ports = apps.map((app) => (app.server.address() as AddressInfo).port);
  const db = database.db;
  const { room } = await db.transaction((tx) => openRoom(tx, 'U000004', { title: '压测直播间', classId: 'digital', cover: '', goodsIds: [] }, Date.now()));
  const senders = await Promise.all(['U000001', 'U000002', 'U000003'].map(async (userId) => (await issueToken(db, userId, 'user', null, Date.now(), 86_400_000)).token));
  const sentAt: number[] = [];
  const seen = new Array<number>(VIEWERS).fill(0);
  const delays: number[] = [];
  let received = 0;
  let outOfOrder = 0;
  let lastArrival = 0;
  const sockets = await openClients(ports.map((p) => `ws://127.0.0.1:${p}${LIVE_SOCKET_PATH}`), VIEWERS, (socket, index) => new Promise<void>((resolve) => {
    socket.on('message', (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { t: string; seq?: number; kind?: string; body?: { text?: string } };
      if (frame.t === 'subbed') resolve();
      if (frame.t !== 'msg' || frame.kind !== 'live.chat') return;
      const i = Number(frame.body?.text?.split('#')[1]);
      if (frame.seq! <= seen[index]!) outOfOrder += 1;
      seen[index] = frame.seq!;
      received += 1;
      lastArrival = performance.now();
      delays.push(lastArrival - sentAt[i]!);
    });
    socket.send(JSON.stringify({ t: 'auth', userToken: '', shopToken: '' }));
    socket.send(JSON.stringify({ t: 'sub', room: room.room, after: 0 }));
  }));
  try {
    const perSecond = await drive(async (i) => {
      const response = await fetch(`http://127.0.0.1:${ports[i % 2]}${liveSend.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HEADERS.userToken]: senders[i % senders.length]!, [HEADERS.appFlag]: 'H5', [HEADERS.idempotencyKey]: `bench-live-${i}` },
        body: JSON.stringify({ roomId: room.roomId, clientId: `b${i}`, text: `压测消息#${i}` }),
      });
      const answer = (await response.json()) as { code: number; msg: string };
      if (answer.code !== 0) throw new Error(`live.send refused: ${answer.msg}`);
    }, sentAt, () => received, () => lastArrival);
    return { perSecond, delays, delivered: received, outOfOrder, missing: MESSAGES * VIEWERS - received };
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const app of apps) await app.close();
  }
}

/** The baseline: a bare `ws` server that sends each message to every client as it comes. */
async function bareRun(): Promise<Outcome> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const sentAt: number[] = [];
  const delays: number[] = [];
  let received = 0;
  let lastArrival = 0;
  const sockets = await openClients([`ws://127.0.0.1:${port}`], VIEWERS, async (socket) => {
    socket.on('message', (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { seq: number };
      received += 1;
      lastArrival = performance.now();
      delays.push(lastArrival - sentAt[frame.seq]!);
    });
  });
  try {
    const perSecond = await drive(async (i) => {
      const frame = JSON.stringify({ t: 'msg', room: 'live:bare', seq: i, kind: 'live.chat', body: { text: `压测消息#${i}` } });
      for (const client of server.clients) client.send(frame);
    }, sentAt, () => received, () => lastArrival);
    return { perSecond, delays, delivered: received, outOfOrder: 0, missing: MESSAGES * VIEWERS - received };
  } finally {
    for (const socket of sockets) socket.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function measureLiveRoom(): Promise<Figure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-bench-live-'));
  const database = await openPglite(path.join(dir, 'db'));
  try {
    await database.migrate();
    await seedDemo(database.db, Date.now());
    const product = await productRun(database, dir);
    const bare = await bareRun();
    const p95 = percentile(product.delays, 95);
    const bareP95 = percentile(bare.delays, 95);
    return {
      name: 'live room fan-out', unit: 'messages delivered/s', value: round(product.perSecond, 0), baseline: round(bare.perSecond, 0),
      ratio: round(product.perSecond / bare.perSecond, 3),
      target: `${VIEWERS} viewers over two host processes, every message to every viewer in order; p95 delivery ≤ 1 s`,
      met: product.missing === 0 && product.outOfOrder === 0 && p95 <= 1000,
      measuredIn: 'Node, two apps in this process on one PGlite, viewers are ws clients in the same process; baseline: bare ws broadcast server',
      notes: `${MESSAGES} chat messages (live.send over HTTP, ${RATE_PER_S}/s, alternating hosts) to ${VIEWERS} viewers (half on each host): `
        + `delivered ${product.delivered} (missing ${product.missing}, out of order ${product.outOfOrder}); send → viewer p50 ${round(percentile(product.delays, 50), 1)} ms, `
        + `p95 ${round(p95, 1)} ms, max ${round(summarize(product.delays).max, 1)} ms. Bare ws: delivered ${bare.delivered}, p50 ${round(percentile(bare.delays, 50), 1)} ms, `
        + `p95 ${round(bareP95, 1)} ms. Both are offered the same ${VIEWERS * RATE_PER_S} deliveries/s, so delivered/s shows whether each keeps up; the delays show the cost.`,
    };
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
