import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import { keepMadeVideo } from '../../media/made-video';
import { hasFfmpeg, picturesToMp4 } from '../../media/video';
import { renderGoodsSvg } from '../../services/catalogue/illustrations/svg-image';
import { addVideo } from '../../services/social/short-video/publish';
import type { Db } from '../open';
import { goods } from '../schema';

/** Each clip shows one goods of a kind through its pictures, by one of the demo accounts (issue 34: 短视频 was empty). */
const CLIPS = [
  { kind: 'ordinary', userId: 'U000002', title: (name: string) => `${name}，细节实拍` },
  { kind: 'global', userId: 'U000004', title: (name: string) => `海外直邮到了：${name}开箱` },
  { kind: 'blindbox', userId: 'U000005', title: (name: string) => `${name}拆盒，看看抽到了哪一款` },
  { kind: 'nft', userId: 'U000001', title: (name: string) => `我的新藏品：${name}` },
] as const;

const SECONDS_EACH = 2;
const PICTURE_PX = 360;

/** The demo's deterministic media id of clip `n` (the media service's ids are 32 hex digits). */
export const seedVideoMediaId = (n: number) => createHash('md5').update(`seed-short-video-${n}`).digest('hex');

/** A catalogue picture (`/media/img/<hue>/<label>.svg?…`, seed/images.ts) drawn as the PNG ffmpeg reads. */
async function drawPicture(url: string, file: string): Promise<void> {
  const [pathPart = '', query = ''] = url.split('?');
  const [, , , hue = '0', name = ''] = pathPart.split('/');
  const look = Object.fromEntries(new URLSearchParams(query));
  const svg = renderGoodsSvg(decodeURIComponent(name.replace(/\.svg$/, '')), Number(hue), look);
  await sharp(Buffer.from(svg)).resize(PICTURE_PX, PICTURE_PX, { fit: 'contain', background: '#ffffff' }).png().toFile(file);
}

async function makeClip(config: ServerConfig, db: Db, n: number, clip: (typeof CLIPS)[number], now: number, dir: string): Promise<boolean> {
  const [shown] = await db.select({ id: goods.id, name: goods.name, imgs: goods.imgs }).from(goods)
    .where(and(eq(goods.onShelf, true), eq(goods.kind, clip.kind))).orderBy(asc(goods.id)).limit(1);
  if (!shown || shown.imgs.length === 0) return false;
  const pictures = await Promise.all(shown.imgs.slice(0, 3).map(async (url, i) => {
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
 * 短视频 for a first visit: a few clips made now by the system's ffmpeg from the catalogue's pictures, kept by the media
 * service and published by the short video's own addVideo. Without ffmpeg they are left out, with a log line.
 */
export async function seedShortVideos(config: ServerConfig, db: Db, now: number, log: (line: string) => void): Promise<number> {
  if (!(await hasFfmpeg())) {
    log('[seed] 未找到 ffmpeg：跳过演示短视频');
    return 0;
  }
  const started = Date.now();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'starq-seed-video-'));
  let made = 0;
  try {
    for (const [i, clip] of CLIPS.entries()) {
      if (await makeClip(config, db, i + 1, clip, now, dir)) made += 1;
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  log(`[seed] 演示短视频 ${made} 条，用时 ${Date.now() - started} ms`);
  return made;
}
