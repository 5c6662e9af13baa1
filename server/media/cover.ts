import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open';
import { media } from '../db/schema';
import { makePoster } from './images';
import { objectKey } from './object-store';
import { openObjectStore } from './service';
import { frameAt, probeVideo } from './video';

/** The last frames of a file may not decode from a seek: the cover is taken at least this long before the end. */
const END_MARGIN_MS = 250;

/**
 * A short video's cover (decision 016): the frame of its made MP4 at the time its author chose, clamped to the
 * picture's length, kept as the media's `cover.webp` beside the poster. Answers the time used, or null when no frame
 * could be made there (the poster stays the cover). `tx` records the variant with the publish that asked for it.
 */
export async function makeCover(config: ServerConfig, tx: Db, mediaId: string, atMs: number): Promise<number | null> {
  const store = await openObjectStore(config);
  const workDir = path.join(config.mediaDir, 'work');
  await fs.mkdir(workDir, { recursive: true });
  const dir = await fs.mkdtemp(path.join(workDir, `${mediaId}-cover-`));
  try {
    const file = path.join(dir, 'video.mp4');
    await store.download(objectKey(mediaId, 'video.mp4'), file);
    const { durationMs, videoMs } = await probeVideo(file);
    const at = Math.max(0, Math.min(atMs, (videoMs ?? durationMs ?? 0) - END_MARGIN_MS));
    const cover = await makePoster(await frameAt(file, at));
    await store.put(objectKey(mediaId, 'cover.webp'), cover.data, 'image/webp');
    const variant = { mime: 'image/webp', bytes: cover.data.length, width: cover.width, height: cover.height };
    await tx.update(media).set({ variants: sql`${media.variants} || ${JSON.stringify({ 'cover.webp': variant })}::jsonb` })
      .where(eq(media.id, mediaId));
    return at;
  } catch {
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
