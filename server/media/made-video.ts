import type { MediaKind } from '../../src/domain/media-kinds';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open';
import { makePoster } from './images';
import { insertReadyMedia } from './media-repository';
import { objectKey } from './object-store';
import { openObjectStore } from './service';
import { extractFrame, probeVideo } from './video';

/**
 * A video the product made itself with ffmpeg (the demo's short videos, made at seed time), kept as a finished upload
 * of `userId` is: its poster from a decoded frame, the file as both original and `video.mp4` (it is already the
 * rendition), READY at once. Nothing else stores files: this is the media service's store and table.
 */
export async function keepMadeVideo(
  config: ServerConfig, db: Db, video: { id: string; userId: string; kind: MediaKind; file: string; bytes: number }, now: number,
): Promise<void> {
  const store = await openObjectStore(config);
  const { durationMs } = await probeVideo(video.file);
  const poster = await makePoster(await extractFrame(video.file, durationMs));
  await store.put(objectKey(video.id, 'original'), { file: video.file }, 'video/mp4');
  await store.put(objectKey(video.id, 'video.mp4'), { file: video.file }, 'video/mp4');
  await store.put(objectKey(video.id, poster.name), poster.data, 'image/webp');
  await insertReadyMedia(db, {
    id: video.id, userId: video.userId, kind: video.kind, mime: 'video/mp4', bytes: video.bytes,
    width: poster.frameWidth, height: poster.frameHeight, durationMs,
    variants: {
      original: { mime: 'video/mp4', bytes: video.bytes },
      'video.mp4': { mime: 'video/mp4', bytes: video.bytes },
      [poster.name]: { mime: 'image/webp', bytes: poster.data.length, width: poster.width, height: poster.height },
    },
    createdAt: now,
  }, now);
}
