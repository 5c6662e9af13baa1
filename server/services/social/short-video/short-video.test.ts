// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAttention, addCommont, commentGiveLike, getAllCommonPage, getHotSortVideo, getSortVideo, giveLike, selAllAttention, selByLike, selectVideoById,
  selMyVideo, shortVideoAdd, shortVideoDelete, shortVideoUpdate, userShortVideos, type ShortVideo,
} from '../../../../src/contract/social/short-video';
import { selDyUsersInfo } from '../../../../src/contract/social/dynamic';
import { createBuyers, shopHeaders } from '../../../test-support/checkout';
import { loginByCode } from '../../../test-support/login';
import { finishedRecord, testPng, testVideo, tusClient, waitUntilSettled } from '../../../test-support/media';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let author: { token: string; userId: string };
let viewer: { token: string; userId: string };
let video: ShortVideo;
let goodsId: string;
let keyNo = 0;
const as = (token: string) => userHeaders(token, `sv-test-${(keyNo += 1)}`);

async function uploadVideo(token: string): Promise<string> {
  const record = finishedRecord(await tusClient(t, token).upload(testVideo(), { kind: 'short-video', filename: 'clip.mp4' }));
  expect((await waitUntilSettled(t, token, record.id)).status).toBe('READY');
  return record.id;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await loginByCode(t, '13912348801');
  viewer = await loginByCode(t, '13912348802');
  [{ id: goodsId }] = await queryRows<{ id: string }>(t, "select id from goods where kind = 'ordinary' and on_shelf order by id limit 1") as [{ id: string }];
  const mediaId = await uploadVideo(author.token);
  const added = await t.call(shortVideoAdd, { videoId: 'sv-first', mediaId, title: ' 新品开箱 ', goodsIds: [goodsId] }, as(author.token));
  expect(added.code, added.msg).toBe(0);
  video = added.data;
}, 120_000);
afterAll(async () => { await t.close(); });

describe('short video add (spec §7 Live) and the feeds', () => {
  it('publishes the author\'s own ready upload once, with its poster, MP4 and the goods it shows', async () => {
    expect(video).toMatchObject({ id: 'sv-first', userId: author.userId, title: '新品开箱', likes: 0, comments: 0, liked: false });
    expect(video.poster).toMatch(/\/poster\.webp$/);
    expect(video.videoUrl).toMatch(/\/video\.mp4$/);
    expect(video.goods).toEqual([expect.objectContaining({ goodsId })]);
    const again = await t.call(shortVideoAdd, { videoId: 'sv-first', mediaId: video.poster.split('/')[3]!, title: '新品开箱', goodsIds: [] }, as(author.token));
    expect(again.data.id).toBe('sv-first');
    for (const call of [getSortVideo, getHotSortVideo, selMyVideo]) {
      const page = await t.call(call, {}, userHeaders(author.token));
      expect(page.data.list.map((v) => v.id)).toContain('sv-first');
    }
    expect((await t.call(userShortVideos, { userId: author.userId }, userHeaders(viewer.token))).data.list.map((v) => v.id)).toEqual(['sv-first']);
    expect((await t.call(selMyVideo, {}, userHeaders(viewer.token))).data.list).toEqual([]);
  });

  it('refuses a file that is not a video, another kind\'s upload, another user\'s upload and one already used', async () => {
    const png = await tusClient(t, author.token).upload(await testPng(64, 64), { kind: 'short-video', filename: 'clip.mp4' });
    expect(png.statusCode).toBe(415);
    expect(png.json<{ msg: string }>().msg).toBe('短视频格式不正确，仅支持 MP4、MOV、WEBM');
    const image = finishedRecord(await tusClient(t, author.token).upload(await testPng(64, 64), { kind: 'goods-image', filename: 'a.png' }));
    const mediaId = video.poster.split('/')[3]!;
    expect(await t.call(shortVideoAdd, { videoId: 'sv-img', mediaId: image.id, title: '图片' }, as(author.token))).toMatchObject({ code: 4000, msg: '请选择自己上传的视频' });
    expect(await t.call(shortVideoAdd, { videoId: 'sv-steal', mediaId, title: '别人的' }, as(viewer.token))).toMatchObject({ msg: '请选择自己上传的视频' });
    expect(await t.call(shortVideoAdd, { videoId: 'sv-twice', mediaId, title: '再发一次' }, as(author.token))).toMatchObject({ msg: '请选择自己上传的视频' });
    expect((await t.call(shortVideoAdd, { videoId: 'sv-x', mediaId, title: '' }, as(author.token))).msg).toBe('请填写视频描述');
    expect((await t.call(shortVideoAdd, { videoId: 'sv-x', mediaId, title: '好'.repeat(101) }, as(author.token))).msg).toBe('视频描述不能超过100字');
  });

  it("lets no one but the author change or delete a video; other roles' tokens and no token are refused", async () => {
    expect(await t.call(shortVideoUpdate, { videoId: video.id, title: '改了' }, as(viewer.token))).toMatchObject({ msg: '只能修改或删除自己发布的短视频' });
    expect(await t.call(shortVideoDelete, { videoId: video.id }, as(viewer.token))).toMatchObject({ msg: '只能修改或删除自己发布的短视频' });
    expect((await t.call(selectVideoById, { videoId: video.id }, userHeaders(viewer.token))).data.title).toBe('新品开箱');
    const owner = await loginByCode(t, '13800000002');
    expect((await t.call(giveLike, { videoId: video.id, like: true }, userHeaders(owner.shopToken))).code).not.toBe(0);
    expect((await t.call(shortVideoDelete, { videoId: video.id }, { ...shopHeaders('', owner.shopToken), 'idempotency-key': 'sv-role' })).code).not.toBe(0);
    expect((await t.call(selMyVideo, {}, {})).code).not.toBe(0);
    const updated = await t.call(shortVideoUpdate, { videoId: video.id, title: '新品开箱（更新）', goodsIds: [goodsId] }, as(author.token));
    expect(updated.data.title).toBe('新品开箱（更新）');
  });

  it('deletes the author\'s own video: it leaves every feed', async () => {
    const mediaId = await uploadVideo(author.token);
    expect((await t.call(shortVideoAdd, { videoId: 'sv-gone', mediaId, title: '要删的' }, as(author.token))).code).toBe(0);
    expect((await t.call(shortVideoDelete, { videoId: 'sv-gone' }, as(author.token))).data.deleted).toBe(true);
    expect((await t.call(getSortVideo, {}, userHeaders(viewer.token))).data.list.map((v) => v.id)).not.toContain('sv-gone');
    expect(await t.call(selectVideoById, { videoId: 'sv-gone' }, userHeaders(viewer.token))).toMatchObject({ code: 4004, msg: '短视频不存在' });
    expect(await t.call(giveLike, { videoId: 'sv-gone', like: true }, as(viewer.token))).toMatchObject({ code: 4004 });
  }, 60_000);
});

describe('visitors (issue 18)', () => {
  it('watch 推荐, 热门, an author\'s videos, one video and its comments with nothing liked; every write and 关注 need a login', async () => {
    for (const call of [getSortVideo, getHotSortVideo]) expect((await t.call(call, {}, {})).data.list.map((v) => v.id)).toContain(video.id);
    expect((await t.call(userShortVideos, { userId: author.userId, pageNum: 1, pageSize: 20 }, {})).data.list.every((v) => !v.liked)).toBe(true);
    expect((await t.call(selectVideoById, { videoId: video.id }, {})).data).toMatchObject({ id: video.id, liked: false });
    expect((await t.call(getAllCommonPage, { videoId: video.id }, {})).code).toBe(0);
    expect((await t.call(selDyUsersInfo, { userId: author.userId }, {})).data.videos).toBeGreaterThanOrEqual(1);
    for (const [call, input] of [[giveLike, { videoId: video.id, like: true }], [addCommont, { videoId: video.id, clientId: 'v-1', content: '好' }],
      [addAttention, { userId: author.userId, follow: true }]] as const) {
      expect((await t.call(call, input as never, { 'idempotency-key': `sv-visitor-${call.name}` })).code).not.toBe(0);
    }
    for (const call of [selAllAttention, selByLike, selMyVideo]) expect((await t.call(call, {}, {})).code).not.toBe(0);
  });
});

describe('likes, comments and follows', () => {
  it('keeps one like per user: a repeated like or unlike changes nothing; 我喜欢的 lists it', async () => {
    expect((await t.call(giveLike, { videoId: video.id, like: true }, as(viewer.token))).data).toEqual({ videoId: video.id, liked: true, likes: 1 });
    expect((await t.call(giveLike, { videoId: video.id, like: true }, as(viewer.token))).data.likes).toBe(1);
    expect((await t.call(selByLike, {}, userHeaders(viewer.token))).data.list).toEqual([expect.objectContaining({ id: video.id, liked: true })]);
    expect((await t.call(giveLike, { videoId: video.id, like: false }, as(viewer.token))).data.likes).toBe(0);
    expect((await t.call(giveLike, { videoId: video.id, like: false }, as(viewer.token))).data.likes).toBe(0);
    expect((await t.call(selByLike, {}, userHeaders(viewer.token))).data.list).toEqual([]);
  });

  it('comments once per clientId, refuses bad input in Chinese, and likes a comment once', async () => {
    const sent = await t.call(addCommont, { videoId: video.id, clientId: 'c-1', content: ' 好看 ' }, as(viewer.token));
    expect(sent.data).toMatchObject({ content: '好看', userId: viewer.userId, likes: 0 });
    expect((await t.call(addCommont, { videoId: video.id, clientId: 'c-1', content: '好看' }, as(viewer.token))).data.id).toBe(sent.data.id);
    expect((await t.call(addCommont, { videoId: video.id, clientId: 'c-2', content: '   ' }, as(viewer.token))).msg).toBe('请输入评论内容');
    expect((await t.call(addCommont, { videoId: video.id, clientId: 'c-3', content: '长'.repeat(201) }, as(viewer.token))).msg).toBe('评论不能超过200字');
    expect((await t.call(addCommont, { videoId: video.id, clientId: '坏 编号', content: '好' }, as(viewer.token))).msg).toBe('评论编号不正确');
    expect((await t.call(addCommont, { videoId: 'nope', clientId: 'c-4', content: '好' }, as(viewer.token))).msg).toBe('短视频不存在');
    expect((await t.call(commentGiveLike, { commentId: sent.data.id, like: 'yes' }, as(author.token))).msg).toBe('点赞状态不正确');
    expect((await t.call(commentGiveLike, { commentId: sent.data.id, like: true }, as(author.token))).data.likes).toBe(1);
    expect((await t.call(commentGiveLike, { commentId: sent.data.id, like: true }, as(author.token))).data.likes).toBe(1);
    const page = await t.call(getAllCommonPage, { videoId: video.id }, userHeaders(author.token));
    expect(page.data.list).toEqual([expect.objectContaining({ id: sent.data.id, likes: 1, liked: true })]);
    expect((await t.call(selectVideoById, { videoId: video.id }, userHeaders(author.token))).data.comments).toBe(1);
  });

  it("follows the author through the one follow relation: 关注 shows the author's videos", async () => {
    expect((await t.call(selAllAttention, {}, userHeaders(viewer.token))).data.list).toEqual([]);
    expect((await t.call(addAttention, { userId: author.userId, follow: true }, as(viewer.token))).data.following).toBe(true);
    expect((await t.call(selAllAttention, {}, userHeaders(viewer.token))).data.list.map((v) => v.id)).toEqual([video.id]);
    expect((await t.call(addAttention, { userId: author.userId, follow: false }, as(viewer.token))).data.following).toBe(false);
  });

  it('counts concurrent taps right: 40 users liking, each twice at once, then half unliking', async () => {
    const tokens = await createBuyers(t, 40, '881');
    const tap = (token: string, like: boolean) => t.call(giveLike, { videoId: video.id, like }, as(token));
    await Promise.all(tokens.flatMap((token) => [tap(token, true), tap(token, true)]));
    const likes = async () => (await t.call(selectVideoById, { videoId: video.id }, userHeaders(author.token))).data.likes;
    expect(await likes()).toBe(40);
    await Promise.all(tokens.slice(0, 20).flatMap((token) => [tap(token, false), tap(token, false)]));
    expect(await likes()).toBe(20);
    const [rows] = await queryRows<{ n: string }>(t, `select count(*) n from short_video_likes where video_id = '${video.id}'`);
    expect(Number(rows!.n)).toBe(20);
  }, 120_000);
});

/** 2 s at 10 fps: red for the first second, blue for the next. */
function redThenBlue(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starq-cover-'));
  const file = path.join(dir, 'clip.mp4');
  try {
    execFileSync('ffmpeg', ['-v', 'error', '-nostdin', '-f', 'lavfi', '-i', 'color=c=red:size=160x120:rate=10:duration=1',
      '-f', 'lavfi', '-i', 'color=c=blue:size=160x120:rate=10:duration=1', '-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', file]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The cover's middle pixel: mostly red or mostly blue. */
async function coverColour(url: string): Promise<'red' | 'blue'> {
  const answer = await t.app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  const { data } = await sharp(answer.rawPayload).resize(1, 1, { fit: 'cover' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[0]! > data[2]! ? 'red' : 'blue';
}

describe('the cover frame chosen on release', () => {
  it('makes the cover at the chosen time, clamped to the video; refuses a bad time in Chinese', async () => {
    const other = await loginByCode(t, '13912348803');
    const upload = async () => {
      const record = finishedRecord(await tusClient(t, other.token).upload(redThenBlue(), { kind: 'short-video', filename: 'colours.mp4' }));
      expect((await waitUntilSettled(t, other.token, record.id)).status).toBe('READY');
      return record.id;
    };
    const [early, late] = [await upload(), await upload()];
    expect((await t.call(shortVideoAdd, { videoId: 'sv-cover-x', mediaId: early, title: '封面', coverMs: -1 }, as(other.token))).msg).toBe('封面时间不正确');
    expect((await t.call(shortVideoAdd, { videoId: 'sv-cover-x', mediaId: early, title: '封面', coverMs: 1.5 }, as(other.token))).msg).toBe('封面时间不正确');

    const red = await t.call(shortVideoAdd, { videoId: 'sv-cover-red', mediaId: early, title: '红色封面', coverMs: 300 }, as(other.token));
    expect(red.data.poster).toBe(`/media/m/${early}/cover.webp`);
    expect(await coverColour(red.data.poster)).toBe('red');
    expect(await coverColour(`/media/m/${early}/poster.webp`)).toBe('blue');
    const [row] = await queryRows<{ cover_ms: number }>(t, "select cover_ms from short_videos where id = 'sv-cover-red'");
    expect(row!.cover_ms).toBe(300);

    const blue = await t.call(shortVideoAdd, { videoId: 'sv-cover-blue', mediaId: late, title: '蓝色封面', coverMs: 3_600_000 }, as(other.token));
    expect(await coverColour(blue.data.poster)).toBe('blue');
    const [clamped] = await queryRows<{ cover_ms: number }>(t, "select cover_ms from short_videos where id = 'sv-cover-blue'");
    expect(clamped!.cover_ms).toBe(1750);
    expect((await t.call(selectVideoById, { videoId: 'sv-cover-blue' }, {})).data.poster).toBe(`/media/m/${late}/cover.webp`);
  }, 120_000);
});
