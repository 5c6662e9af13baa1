import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import { keepMadeVideo } from '../../media/made-video';
import { hasFfmpeg, picturesToMp4 } from '../../media/video';
import { addVideo } from '../../services/social/short-video/publish';
import type { Db } from '../open';
import { goods } from '../schema';
import { seedLiveReplay } from './live-replay';
import { drawPicture, seedVideoMediaId } from './seed-pictures';

/** Each clip shows one goods of a kind through its pictures, by one of the demo accounts (issue 34: 短视频 was empty). */
const CLIPS = [
  { kind: 'ordinary', userId: 'U000002', title: (name: string) => `${name}，细节实拍` },
  { kind: 'global', userId: 'U000004', title: (name: string) => `海外直邮到了：${name}开箱` },
  { kind: 'blindbox', userId: 'U000005', title: (name: string) => `${name}拆盒，看看抽到了哪一款` },
  { kind: 'nft', userId: 'U000001', title: (name: string) => `我的新藏品：${name}` },
] as const;

const SECONDS_EACH = 2;

async function makeClip(config: ServerConfig, db: Db, n: number, clip: (typeof CLIPS)[number], now: number, dir: string): Promise<boolean> {
  const [shown] = await db.select({ id: goods.id, name: goods.name, imgs: goods.imgs }).from(goods)
    .where(and(eq(goods.onShelf, true), eq(goods.kind, clip.kind))).orderBy(asc(goods.id)).limit(1);
  if (!shown || shown.imgs.length === 0) return false;
  const pictures = await Promise.all(shown.imgs.slice(0, 2).map(async (url, i) => {
    const file = path.join(dir, `${n}-${i}.png`);
    await drawPicture(url, file);
    return file;
  }));
  const file = path.join(dir, `${n}.mp4`);
  await picturesToMp4(pictures, file, SECONDS_EACH);
  const mediaId = seedVideoMediaId(n);
  await keepMadeVideo(config, db, { id: mediaId, userId: clip.userId, kind: 'short-video', file, bytes: (await fs.stat(file)).size }, now);
  await addVideo(db, clip.userId, { videoId: `seed-video-${n}`, title: clip.title(shown.name), goodsIds: [shown.id], mediaId }, now - n * 60_000,
    async () => null);
  return true;
}

/**
 * 短视频 and 直播 for a first visit (issue 34.13): a few clips and a live replay made now by the system's ffmpeg from the
 * catalogue's pictures, kept by the media service; the clips published by the short video's own addVideo. Without
 * ffmpeg they are left out, with a log line. Answers what was made.
 */
export async function seedDemoVideos(config: ServerConfig, db: Db, now: number, log: (line: string) => void): Promise<{ clips: number; replays: number }> {
  if (!(await hasFfmpeg())) {
    log('[seed] 未找到 ffmpeg：跳过演示短视频和直播回放');
    return { clips: 0, replays: 0 };
  }
  const started = Date.now();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'starq-seed-video-'));
  const made = { clips: 0, replays: 0 };
  try {
    for (const [i, clip] of CLIPS.entries()) {
      if (await makeClip(config, db, i + 1, clip, now, dir)) made.clips += 1;
    }
    if (await seedLiveReplay(config, db, now, dir)) made.replays += 1;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  log(`[seed] 演示短视频 ${made.clips} 条、直播回放 ${made.replays} 场，用时 ${Date.now() - started} ms`);
  return made;
}
