// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getLive, liveComplaintAdd, liveComplaintDetail, liveComplaintTypes, liveEnd, liveEndInfo, liveInfo, liveInLiveList, liveLike, liveMine,
  liveOpen, liveSend, liveStreamKey, liveUpdate,
} from '../../../../src/contract/social/live-room';
import { HEADERS } from '../../../../src/contract/headers';
import { runDueJobs } from '../../../jobs/queue';
import { JOB_HANDLERS } from '../../../jobs/handlers';
import { startLiveIngest, type LiveIngest } from '../../../live-ingest/ingest';
import { readRoom } from '../../../live/rooms';
import { ROOM_ACCESS } from '../../../live/room-access';
import { addAddress, creditBalance, goodsOfShop, payNow, setPayPasswordByCode, shopHeaders, type PickedGoods } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';
import { PRESENCE_FRESH_MS, reportPresence } from './room-counts';
import { STREAM_GONE_MS } from './rooms';

let t: TestApp;
let streamer: { token: string; userId: string; shopToken: string };
let viewer: { token: string; userId: string };
let goods: PickedGoods;
let keyNo = 0;
const as = (token: string) => userHeaders(token, `live-test-${(keyNo += 1)}`);

async function openRoom(extra: Record<string, unknown> = {}) {
  const opened = await t.call(liveOpen, { title: '新品开箱', classId: 'digital', goodsIds: [goods.id], ...extra }, as(streamer.token));
  expect(opened.code, opened.msg).toBe(0);
  return opened.data;
}

/** The stream states the room's viewers were told on the live channel, in order. */
async function streamStates(roomId: string) {
  return (await readRoom(t.database.db, `live:${roomId}`, 0, 500)).filter((m) => m.kind === 'live.state').map((m) => m.body);
}

beforeEach(async () => {
  t = await createTestApp();
  streamer = await loginByCode(t, '13800000004');
  viewer = await loginByCode(t, '13912348801');
  goods = await goodsOfShop(t, 'S0002');
});
afterEach(async () => { await t.close(); });

describe('opening a room', () => {
  it('lets a shop owner open one room showing the shop\'s goods; the key is shown to the owner only', async () => {
    const { room, access } = await openRoom();
    expect(access.streamKey).toMatch(/^[0-9a-f]{32}$/);
    expect(access.rtmpUrl).toMatch(/^rtmp:\/\//);
    expect(room).toMatchObject({ status: 'OPEN', shopId: 'S0002', publishing: false, room: `live:${room.roomId}` });
    const listed = await t.call(liveInLiveList, {}, {});
    expect(listed.data.list.map((r) => r.roomId)).toContain(room.roomId);
    const info = await t.call(liveInfo, { roomId: room.roomId }, userHeaders(viewer.token));
    expect(info.data.goods.map((g) => g.goodsId)).toEqual([goods.id]);
    expect(info.data.mine).toBe(false);
    for (const answer of [listed, info, await t.call(getLive, { shopId: 'S0002' }, {}), await t.call(liveMine, {}, userHeaders(streamer.token))]) {
      expect(JSON.stringify(answer)).not.toContain(access.streamKey);
    }
    const [stored] = await queryRows<{ stream_key_hash: string }>(t, `select stream_key_hash from live_shows where id = '${room.roomId}'`);
    expect(stored!.stream_key_hash).not.toContain(access.streamKey);
    expect(await t.call(liveOpen, { title: '第二场', classId: 'digital' }, as(streamer.token))).toMatchObject({ code: 4009, msg: '您已有一个正在进行的直播，请先结束' });
  });

  it('refuses a user without a shop or real name, another shop\'s goods, and bad input with Chinese messages', async () => {
    expect(await t.call(liveOpen, { title: '随便播', classId: 'other' }, as(viewer.token))).toMatchObject({ code: 4003, msg: '开通店铺或完成实名认证后才能开播' });
    const otherGoods = await goodsOfShop(t, 'S0001');
    expect(await t.call(liveOpen, { title: '带别家货', classId: 'other', goodsIds: [otherGoods.id] }, as(streamer.token))).toMatchObject({ msg: '只能展示自己店铺的商品' });
    for (const [input, msg] of [
      [{ title: '', classId: 'other' }, '请填写直播标题'],
      [{ title: '标'.repeat(31), classId: 'other' }, '直播标题不能超过30个字'],
      [{ title: '标题', classId: 'nope' }, '请选择直播分类'],
      [{ title: '标题', classId: 'other', cover: 'http://evil/x.png' }, '封面图片不正确，请重新上传'],
    ] as const) {
      const answer = await t.call(liveOpen, input, as(streamer.token));
      expect(answer.code).not.toBe(0);
      expect(answer.msg).toContain(msg);
    }
    expect(await t.call(liveSend, { roomId: 'x', clientId: 'c1', text: '   ' }, as(viewer.token))).toMatchObject({ msg: expect.stringContaining('请输入聊天内容') });
  });

  it("refuses another user's room: no change, no end, no key; other roles' tokens and visitors are refused", async () => {
    const { room } = await openRoom();
    const roomId = room.roomId;
    expect(await t.call(liveUpdate, { roomId, title: '改名' }, as(viewer.token))).toMatchObject({ code: 4003, msg: '只能管理自己的直播间' });
    expect(await t.call(liveEnd, { roomId }, as(viewer.token))).toMatchObject({ code: 4003 });
    expect(await t.call(liveStreamKey, { roomId }, as(viewer.token))).toMatchObject({ code: 4003 });
    const shopOnly = { ...shopHeaders('', streamer.shopToken), [HEADERS.idempotencyKey]: 'live-shop-only' };
    for (const call of [liveEnd, liveStreamKey, liveUpdate]) expect((await t.call(call, { roomId, title: 'x' }, shopOnly)).code).not.toBe(0);
    expect((await t.call(liveEnd, { roomId }, {})).code).not.toBe(0);
    expect((await t.call(liveInfo, { roomId }, {})).data.room.status).toBe('OPEN');
    const renewed = await t.call(liveStreamKey, { roomId }, as(streamer.token));
    expect(renewed.data.streamKey).toMatch(/^[0-9a-f]{32}$/);
    expect((await t.call(liveUpdate, { roomId, title: '改好的标题', goodsIds: [] }, as(streamer.token))).data.room.title).toBe('改好的标题');
  });
});

describe('in the room', () => {
  it('publishes chat on the live channel once per clientId; likes are added by a job once a second; viewer counts add up across hubs', async () => {
    const { room } = await openRoom();
    expect(await ROOM_ACCESS.live!(t.database.db, { userId: null, shopId: null, platCompanyId: null }, room.roomId)).toBe(true);
    expect(await ROOM_ACCESS.live!(t.database.db, { userId: null, shopId: null, platCompanyId: null }, 'nope')).toBe(false);
    const send = { roomId: room.roomId, clientId: 'm1', text: '主播好' };
    const first = await t.call(liveSend, send, as(viewer.token));
    expect((await t.call(liveSend, send, as(viewer.token))).data.seq).toBe(first.data.seq);
    const before = await readRoom(t.database.db, room.room, 0, 100);
    expect(before.map((m) => [m.kind, m.body.text])).toEqual([['live.chat', '主播好']]);

    for (let i = 0; i < 30; i += 1) expect((await t.call(liveLike, { roomId: room.roomId, count: 3 }, as(viewer.token))).code).toBe(0);
    expect((await readRoom(t.database.db, room.room, 0, 100)).length).toBe(1);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + 1000);
    const likes = (await readRoom(t.database.db, room.room, 0, 100)).filter((m) => m.kind === 'live.likes');
    expect(likes.map((m) => m.body.likes)).toEqual([90]);

    await reportPresence(t.database.db, 'hub-a', new Map([[room.room, 1200]]), t.clock.now);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    await reportPresence(t.database.db, 'hub-b', new Map([[room.room, 800], ['chat:elsewhere', 5]]), t.clock.now);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    const viewers = (await readRoom(t.database.db, room.room, 0, 100)).filter((m) => m.kind === 'live.viewers');
    expect(viewers.map((m) => m.body.viewers)).toEqual([1200, 2000]);
    expect((await t.call(liveInLiveList, {}, {})).data.list[0]).toMatchObject({ roomId: room.roomId, viewers: 2000, likes: 90 });
    await reportPresence(t.database.db, 'hub-b', new Map(), t.clock.now + 1000);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + 1000);
    expect((await t.call(liveInfo, { roomId: room.roomId }, {})).data.room.viewers).toBe(1200);
  });

  it('stops counting a hub that stopped beating (its process died), without any other change', async () => {
    const { room } = await openRoom();
    await reportPresence(t.database.db, 'hub-alive', new Map([[room.room, 3]]), t.clock.now);
    await reportPresence(t.database.db, 'hub-dead', new Map([[room.room, 4]]), t.clock.now);
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now);
    expect((await t.call(liveInfo, { roomId: room.roomId }, {})).data.room.viewers).toBe(7);
    // Only the live hub beats on; the dead one's count goes stale and the queued recount drops it.
    for (let at = 2000; at <= PRESENCE_FRESH_MS + 4000; at += 2000) {
      await reportPresence(t.database.db, 'hub-alive', new Map([[room.room, 3]]), t.clock.now + at);
      await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + at);
    }
    expect((await t.call(liveInfo, { roomId: room.roomId }, {})).data.room.viewers).toBe(3);
  });

  it('keeps taps as rows until a count adds them: two seconds of taps add up once and leave no row', async () => {
    const { room } = await openRoom();
    await t.call(liveLike, { roomId: room.roomId, count: 5 }, as(viewer.token));
    t.clock.now += 1000;
    await t.call(liveLike, { roomId: room.roomId, count: 2 }, as(viewer.token));
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + 1000);
    const likes = (await readRoom(t.database.db, room.room, 0, 100)).filter((m) => m.kind === 'live.likes');
    expect(likes.map((m) => m.body.likes).at(-1)).toBe(7);
    expect(await queryRows(t, 'select count(*)::int as n from live_like_taps')).toEqual([{ n: 0 }]);
  });

  it('ends with its end info (duration, viewers, likes, orders); an ended room takes no chat', async () => {
    const { room } = await openRoom();
    await t.call(liveInfo, { roomId: room.roomId }, userHeaders(viewer.token));
    const addressId = await addAddress(t, viewer.token);
    await setPayPasswordByCode(t, viewer.token, '13912348801');
    await creditBalance(t, '13912348801', 1_000_000);
    await payNow(t, viewer.token, goods, addressId);
    // Tapped just before the end: counted by the end, though its second's job has not run.
    await t.call(liveLike, { roomId: room.roomId, count: 7 }, as(viewer.token));
    t.clock.now += 600_000;
    const ended = await t.call(liveEnd, { roomId: room.roomId }, as(streamer.token));
    expect(ended.data).toMatchObject({ status: 'ENDED', durationMs: t.clock.now - room.startedAt, viewers: 1, likes: 7, orders: 1 });
    expect((await t.call(liveEndInfo, { roomId: room.roomId }, {})).data).toEqual(ended.data);
    expect(await streamStates(room.roomId)).toEqual([{ publishing: false, status: 'ENDED' }]);
    expect(await t.call(liveSend, { roomId: room.roomId, clientId: 'late', text: '还在吗' }, as(viewer.token))).toMatchObject({ code: 4009, msg: '直播已结束' });
    expect((await t.call(liveInLiveList, {}, {})).data.list).toEqual([]);
  });

  it('is ended by the job queue when nobody streams for long', async () => {
    const { room } = await openRoom();
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + STREAM_GONE_MS - 1000);
    expect((await t.call(liveInfo, { roomId: room.roomId }, {})).data.room.status).toBe('OPEN');
    await runDueJobs(t.database.db, JOB_HANDLERS, t.clock.now + STREAM_GONE_MS + 1000);
    expect((await t.call(liveEndInfo, { roomId: room.roomId }, {})).data.status).toBe('ENDED');
    expect(await streamStates(room.roomId)).toEqual([{ publishing: false, status: 'ENDED' }]);
  });

  it('takes a report of the room; only its reporter reads it', async () => {
    const { room } = await openRoom();
    const types = (await t.call(liveComplaintTypes, {}, {})).data;
    expect(types.map((ty) => ty.name)).toContain('虚假宣传');
    const added = await t.call(liveComplaintAdd, { roomId: room.roomId, typeId: 'fake', content: '商品与描述不符' }, as(viewer.token));
    expect(added.data).toMatchObject({ typeName: '虚假宣传', status: 'PENDING', roomTitle: '新品开箱' });
    expect((await t.call(liveComplaintDetail, { complaintId: added.data.id }, userHeaders(viewer.token))).data.content).toBe('商品与描述不符');
    expect(await t.call(liveComplaintDetail, { complaintId: added.data.id }, userHeaders(streamer.token))).toMatchObject({ code: 4004 });
    expect(await t.call(liveComplaintAdd, { roomId: room.roomId, typeId: 'nope' }, as(viewer.token))).toMatchObject({ msg: '请选择举报类型' });
    expect(await t.call(liveComplaintAdd, { roomId: room.roomId, typeId: 'fake' }, as(streamer.token))).toMatchObject({ msg: '不能举报自己的直播间' });
  });
});

/** Publishes a generated test stream for `seconds` with ffmpeg; answers its exit. */
function publish(url: string, seconds: number) {
  const ffmpeg = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `testsrc=size=160x120:rate=15:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15', '-f', 'flv', url], { stdio: 'ignore' });
  return { exited: new Promise<number | null>((resolve) => ffmpeg.once('exit', resolve)), kill: () => ffmpeg.kill('SIGKILL') };
}

describe('the RTMP ingest', () => {
  let ingest: LiveIngest | null = null;
  afterEach(async () => { await ingest?.stop(); ingest = null; });

  it('refuses a wrong stream key and takes the room\'s own (the room shows it streaming)', async () => {
    const port = 29350 + Math.floor(Math.random() * 500);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-ingest-'));
    ingest = await startLiveIngest(t.database.db, { rtmpPort: port, httpPort: port + 600, bind: '127.0.0.1', rtmpUrl: '', publishGraceMs: 500 }, dir, () => t.clock.now);
    expect(ingest).not.toBeNull();
    const { room, access } = await openRoom();
    const wrong = publish(`rtmp://127.0.0.1:${port}/live/${'0'.repeat(32)}`, 20);
    const started = Date.now();
    await wrong.exited;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(ingest!.streamOf(room.roomId)).toBeUndefined();

    const right = publish(`rtmp://127.0.0.1:${port}/live/${access.streamKey}`, 20);
    try {
      for (let i = 0; i < 100 && !ingest!.streamOf(room.roomId); i += 1) await new Promise((r) => setTimeout(r, 100));
      expect(ingest!.streamOf(room.roomId)).toBe(access.streamKey);
      // The ingest takes the stream, then writes the room's state: a viewer sees it streaming once that is written.
      await expect.poll(async () => (await t.call(liveInfo, { roomId: room.roomId }, {})).data.room.publishing, { timeout: 5000 }).toBe(true);
    } finally {
      right.kill();
    }
    await right.exited;
    for (let i = 0; i < 50 && ingest!.streamOf(room.roomId); i += 1) await new Promise((r) => setTimeout(r, 100));
    // Viewers were told on the live channel: on, then off (the room stays open until the end job).
    for (let i = 0; i < 100 && (await streamStates(room.roomId)).length < 2; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await streamStates(room.roomId)).toEqual([{ publishing: true, status: 'OPEN' }, { publishing: false, status: 'OPEN' }]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
