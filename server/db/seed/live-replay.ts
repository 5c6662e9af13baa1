import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { mediaUrl } from '../../../src/domain/media-kinds';
import type { ServerConfig } from '../../config';
import { keepMadeVideo } from '../../media/made-video';
import { picturesToMp4 } from '../../media/video';
import { hashStreamKey } from '../../services/social/live-room/stream-key';
import type { Db } from '../open';
import { goods, liveShows, shops } from '../schema';
import { drawPicture, seedVideoMediaId } from './seed-pictures';

const HOUR = 3_600_000;
const SECONDS_EACH = 3;
/** 华强数码 (S0002) and its owner (demo account 13800000004). */
const SHOP_ID = 'S0002';
const OWNER_ID = 'U000004';

/**
 * 直播 for a first visit (issue 34.13): an ended room of a demo shop that kept its recording (回放), made now by ffmpeg
 * from the shop's goods pictures and kept by the media service. Users cannot make replays (no recording yet), so the
 * show row is the seed's own; it is ENDED, so no stream key is ever given out (its hash is of a random-free name).
 */
export async function seedLiveReplay(config: ServerConfig, db: Db, now: number, dir: string): Promise<boolean> {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, SHOP_ID));
  const shown = await db.select({ id: goods.id, imgs: goods.imgs }).from(goods)
    .where(and(eq(goods.shopId, SHOP_ID), eq(goods.onShelf, true), eq(goods.kind, 'ordinary'))).orderBy(asc(goods.id)).limit(3);
  if (!shop || shown.length === 0) return false;
  const pictures = await Promise.all(shown.map(async (g, i) => {
    const file = path.join(dir, `replay-${i}.png`);
    await drawPicture(g.imgs[0]!, file);
    return file;
  }));
  const file = path.join(dir, 'replay.mp4');
  await picturesToMp4(pictures, file, SECONDS_EACH);
  const mediaId = seedVideoMediaId(0);
  await keepMadeVideo(config, db, { id: mediaId, userId: OWNER_ID, kind: 'short-video', file, bytes: (await fs.stat(file)).size }, now);
  const startedAt = now - 26 * HOUR;
  await db.insert(liveShows).values({
    id: 'seed-live-replay-1', ownerUserId: OWNER_ID, shopId: SHOP_ID, title: `${shop.name}新品开箱直播`, cover: mediaUrl(mediaId, 'poster.webp'),
    classId: 'digital', goodsIds: shown.map((g) => g.id), streamKeyHash: hashStreamKey(`seed-live-replay-1:${now}`), status: 'ENDED',
    streamChangedAt: startedAt + HOUR, startedAt, endedAt: startedAt + HOUR, endReason: 'OWNER', replayMediaId: mediaId,
  });
  return true;
}
