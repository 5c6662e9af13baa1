// @vitest-environment node
// Issue 18: a live room plays from every host process, not only from the one its stream comes in at. Two real
// server/main.ts processes on one PostgreSQL (PostgreSQL only, skipped without DATABASE_URL: PGlite is one process's
// own database); ffmpeg publishes to process 1's ingest and a viewer plays from process 2.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePlayPath } from '../../src/contract/social/live-room';
import type { Database } from '../db/open';
import { liveShows } from '../db/schema';
import { openRoom } from '../services/social/live-room/rooms';
import { hostProcessGroup, type HostProcess } from '../test-support/host-processes';
import { RELAYED_HEADER } from './play-relay';

const BASE_PORT = 19_300 + (process.pid % 40) * 10;
const NOT_LIVE = { code: 404, msg: '主播暂未开播' };

let database: Database;
const processes = hostProcessGroup('play-relay', BASE_PORT);
const hosts = processes.hosts;

async function waitFor(what: string, check: () => Promise<boolean> | boolean, withinMs: number): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms\n${processes.logs()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Publishes a generated test stream for `seconds`, as a streamer's tool would. */
function publish(url: string, seconds: number) {
  const ffmpeg = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `testsrc=size=160x120:rate=15:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15', '-f', 'flv', url], { stdio: 'ignore' });
  return { exited: new Promise<number | null>((resolve) => ffmpeg.once('exit', resolve)), kill: () => ffmpeg.kill('SIGKILL') };
}

/** Reads a play response to its end: its first bytes, how many, and when it ended. */
async function readPlay(response: Response) {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes < 4096) chunks.push(value);
    bytes += value.length;
  }
  return { head: Buffer.concat(chunks), bytes, endedAt: Date.now() };
}

describe.skipIf(!process.env.DATABASE_URL)('the play relay over two host processes on one PostgreSQL (issue 18)', () => {
  beforeAll(async () => {
    database = await processes.open({ env: { LIVE_PUBLISH_GRACE_MS: '300' }, poolSize: 2 });
  }, 90_000);

  afterAll(() => processes.close(), 30_000);

  it('plays a stream that comes in at process 1 from process 2, ends with the stream, and answers 主播暂未开播 without one', async () => {
    const { room, access } = await database.db.transaction((tx) => openRoom(tx, 'U000004', { title: '跨进程播放', classId: 'digital', cover: '', goodsIds: [] }, Date.now()));
    const [first, second] = hosts as [HostProcess, HostProcess];
    const play = (host: HostProcess, roomId: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
      fetch(`${host.url}${livePlayPath(roomId)}`, { headers, signal });
    for (const roomId of [room.roomId, 'lvNoSuchRoom']) {
      const answer = await play(second, roomId);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual(NOT_LIVE);
    }

    const streamer = publish(`rtmp://127.0.0.1:${first.rtmpPort}/live/${access.streamKey}`, 5);
    try {
      await waitFor('the stream reaches process 1', async () => (await ingestOriginOf(room.roomId)) === first.url, 15_000);
      // (A relayed request is answered from the process's own ingest only, so two processes never relay to each other.)
      const loop = await play(second, room.roomId, { [RELAYED_HEADER]: '1' });
      expect(loop.status).toBe(404);
      await loop.body?.cancel();

      // (Process 2 remembers where a room's stream is for a second, as the player asks again every 3 s.)
      let relayed = await play(second, room.roomId);
      for (let i = 0; i < 30 && relayed.status === 404; i += 1) {
        await relayed.body?.cancel();
        await new Promise((r) => setTimeout(r, 100));
        relayed = await play(second, room.roomId);
      }
      expect(relayed.status).toBe(200);
      expect(relayed.headers.get('content-type')).toBe('video/x-flv');
      expect(JSON.stringify([...relayed.headers])).not.toContain(access.streamKey);
      const playing = Promise.all([readPlay(relayed), streamer.exited.then(() => Date.now())]);

      // A second viewer who leaves: process 2 closes its upstream connection to process 1 (the first viewer's stays).
      const leaving = new AbortController();
      const second2 = await play(second, room.roomId, {}, leaving.signal);
      expect(second2.status).toBe(200);
      await second2.body!.getReader().read();
      const upstreams = () => connectionsTo(second.child.pid!, Number(new URL(first.url).port));
      await waitFor('two relayed viewers, two upstreams', () => upstreams() === 2, 3_000);
      leaving.abort();
      await waitFor('the leaving viewer\'s upstream closed', () => upstreams() === 1, 3_000);

      const [played, exited] = await playing;
      expect(played.head.subarray(0, 3).toString('latin1')).toBe('FLV');
      expect(played.bytes).toBeGreaterThan(10_000);
      expect(played.head.toString('latin1')).not.toContain(access.streamKey);
      // The viewer's response ends with the stream (after the ingest's grace for a resume), not left hanging.
      expect(played.endedAt - exited).toBeLessThan(5_000);
    } finally {
      streamer.kill();
    }
    await waitFor('the room shows no stream', async () => (await ingestOriginOf(room.roomId)) === null, 5_000);
    const after = await play(second, room.roomId);
    expect(after.status).toBe(404);
    expect(await after.json()).toEqual(NOT_LIVE);
  }, 45_000);
});

async function ingestOriginOf(roomId: string): Promise<string | null | undefined> {
  return (await database.db.select({ o: liveShows.ingestOrigin }).from(liveShows).where(eq(liveShows.id, roomId)))[0]?.o;
}

/** Established TCP connections of process `pid` to `port` on this machine (Linux /proc: the socket inodes it holds). */
function connectionsTo(pid: number, port: number): number {
  const inodes = new Set(fs.readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
    try { return [/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '']; } catch { return []; }
  }));
  return fs.readFileSync(`/proc/${pid}/net/tcp`, 'utf8').split('\n').slice(1).filter((line) => {
    const fields = line.trim().split(/\s+/);
    return fields.length > 9 && Number.parseInt(fields[2]!.split(':')[1]!, 16) === port && fields[3] === '01' && inodes.has(fields[9]!);
  }).length;
}
