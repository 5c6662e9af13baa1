// The load of the live room figure (live-room.ts): simulated viewers on ws sockets, chat sent through live.send at a
// steady rate, and the same load on a bare `ws` broadcast server.
import WebSocket from 'ws';
import { HEADERS } from '../../src/contract/headers';
import { LIVE_SOCKET_PATH } from '../../src/contract/platform/live-channel';
import { liveSend } from '../../src/contract/social/live-room';
import { issueToken } from '../../server/auth/tokens';
import type { Db } from '../../server/db/open';
import { openRoom } from '../../server/services/social/live-room/rooms';

export const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 2000);
export const RATE_PER_S = 20;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 10);
export const MESSAGES = RATE_PER_S * SECONDS;
const DRAIN_MS = 30_000;

export interface Outcome {
  perSecond: number; delays: number[]; delivered: number; outOfOrder: number; missing: number;
  /** Until the last send was answered (the schedule is MESSAGES / RATE_PER_S): whether the host kept pace. */
  sendSeconds: number;
  /** The share of one core this (the viewers') process used while the messages were sent and delivered. */
  viewersCpu: number;
}
interface Driven { perSecond: number; sendSeconds: number; viewersCpu: number }

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

/**
 * Sends MESSAGES at RATE_PER_S with `send(i)`, each at its time without waiting for the one before (many people chat in
 * a room at once); waits until every client has all of them (or DRAIN_MS).
 */
async function drive(send: (i: number) => Promise<void>, sentAt: number[], received: () => number, deliveredAt: () => number): Promise<Driven> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const due = started + (i * 1000) / RATE_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt[i] = performance.now();
    sends.push(send(i));
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - started) / 1000;
  const deadline = performance.now() + DRAIN_MS;
  while (received() < MESSAGES * VIEWERS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const seconds = (deliveredAt() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { perSecond: received() / seconds, sendSeconds, viewersCpu: (cpu.user + cpu.system) / 1e6 / ((performance.now() - started) / 1000) };
}

/** The product: viewers split over the hosts (`origins`, http://…), each message sent to the next host in turn. */
export async function productLoad(db: Db, origins: string[]): Promise<Outcome> {
  const { room } = await db.transaction((tx) => openRoom(tx, 'U000004', { title: '压测直播间', classId: 'digital', cover: '', goodsIds: [] }, Date.now()));
  const senders = await Promise.all(['U000001', 'U000002', 'U000003'].map(async (userId) => (await issueToken(db, userId, 'user', null, Date.now(), 86_400_000)).token));
  const sentAt: number[] = [];
  const seen = new Array<number>(VIEWERS).fill(0);
  const delays: number[] = [];
  let received = 0;
  let outOfOrder = 0;
  let lastArrival = 0;
  const socketUrls = origins.map((origin) => `${origin.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`);
  const sockets = await openClients(socketUrls, VIEWERS, (socket, index) => new Promise<void>((resolve) => {
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
    const driven = await drive(async (i) => {
      const response = await fetch(`${origins[i % origins.length]}${liveSend.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HEADERS.userToken]: senders[i % senders.length]!, [HEADERS.appFlag]: 'H5', [HEADERS.idempotencyKey]: `bench-live-${i}` },
        body: JSON.stringify({ roomId: room.roomId, clientId: `b${i}`, text: `压测消息#${i}` }),
      });
      const answer = (await response.json()) as { code: number; msg: string };
      if (answer.code !== 0) throw new Error(`live.send refused: ${answer.msg}`);
    }, sentAt, () => received, () => lastArrival);
    return { ...driven, delays, delivered: received, outOfOrder, missing: MESSAGES * VIEWERS - received };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

/** The baseline: the bare `ws` broadcast server at `origin` (bench/bare-ws-server.ts), sent the same messages over HTTP. */
export async function bareLoad(origin: string): Promise<Outcome> {
  const sentAt: number[] = [];
  const delays: number[] = [];
  let received = 0;
  let lastArrival = 0;
  const sockets = await openClients([origin.replace(/^http/, 'ws')], VIEWERS, async (socket) => {
    socket.on('message', (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { seq: number };
      received += 1;
      lastArrival = performance.now();
      delays.push(lastArrival - sentAt[frame.seq]!);
    });
  });
  try {
    const driven = await drive(async (i) => {
      const response = await fetch(`${origin}/send`, { method: 'POST', body: JSON.stringify({ seq: i, text: `压测消息#${i}` }) });
      await response.arrayBuffer();
    }, sentAt, () => received, () => lastArrival);
    return { ...driven, delays, delivered: received, outOfOrder: 0, missing: MESSAGES * VIEWERS - received };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}
