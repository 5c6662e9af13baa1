import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type/node';
import { CODES } from '../../src/contract/codes';
import { MEDIA_KINDS, MEDIA_MESSAGES as M, isMediaKind, mediaTypeMessage, refuseMediaType, type MediaKind } from '../../src/domain/media-kinds';
import type { StoredVariant } from '../db/schema';
import { makeImageVariants, makePoster, UnreadableImage } from './images';
import {
  claimStatus, deleteMediaRow, findMedia, markFailed, renewLease, saveProcessed, staleMedia, type MediaRow,
} from './media-repository';
import { objectKey } from './object-store';
import type { MediaService } from './service';
import { extractFrame, probeVideo, transcodeToMp4, UndecodableVideo } from './video';

/** A refusal the tus answer carries: its HTTP status, and the envelope's code and Chinese message. */
export class MediaRefusal extends Error {
  constructor(readonly status: number, readonly code: number, message: string) {
    super(message);
  }
}

/** A row still PROCESSING this long after its last step was left by a process that stopped. */
const PROCESSING_LEASE_MS = 15 * 60_000;

const now = (service: MediaService) => service.deps.now();
const dbOf = (service: MediaService) => service.deps.database.db;

/** Keeps a picture's original and its WebP variants under `id`; answers its size and what the row records of them. */
export async function storeImage(
  service: MediaService, id: string, data: Buffer, mime: string,
): Promise<{ width: number; height: number; variants: Record<string, StoredVariant> }> {
  const { width, height, variants } = await makeImageVariants(data);
  const stored: Record<string, StoredVariant> = { original: { mime, bytes: data.length } };
  await service.store.put(objectKey(id, 'original'), data, mime);
  for (const v of variants) {
    await service.store.put(objectKey(id, v.name), v.data, 'image/webp');
    stored[v.name] = { mime: 'image/webp', bytes: v.data.length, width: v.width, height: v.height };
  }
  return { width, height, variants: stored };
}

async function keepImage(service: MediaService, row: MediaRow, file: string, mime: string): Promise<MediaRow | undefined> {
  const image = await storeImage(service, row.id, await fs.readFile(file), mime);
  return saveProcessed(dbOf(service), row.id, { status: 'READY', mime, ...image }, now(service));
}

/** Checks that ffmpeg decodes the video and keeps its poster now; the MP4 rendition follows on the video queue. */
async function keepVideo(service: MediaService, row: MediaRow, file: string, mime: string): Promise<MediaRow | undefined> {
  const { durationMs } = await probeVideo(file);
  const poster = await makePoster(await extractFrame(file, durationMs)).catch((error: unknown) => {
    throw new UndecodableVideo(String(error));
  });
  await service.store.put(objectKey(row.id, 'original'), { file }, mime);
  await service.store.put(objectKey(row.id, poster.name), poster.data, 'image/webp');
  return saveProcessed(dbOf(service), row.id, {
    status: 'PROCESSING', mime, width: poster.frameWidth, height: poster.frameHeight, durationMs,
    variants: {
      original: { mime, bytes: row.bytes },
      [poster.name]: { mime: 'image/webp', bytes: poster.data.length, width: poster.width, height: poster.height },
    },
  }, now(service));
}

/** Drops an upload and everything made from it: the tus file, the stored objects, the row. */
export async function discardMedia(service: MediaService, id: string): Promise<void> {
  await service.uploads.remove(id).catch(() => undefined);
  await service.store.removeMedia(id);
  await deleteMediaRow(dbOf(service), id);
}

async function transcode(service: MediaService, id: string): Promise<void> {
  const row = await findMedia(dbOf(service), id);
  if (!row || row.status !== 'PROCESSING') return;
  const dir = await fs.mkdtemp(path.join(service.workDir, `${id}-`));
  try {
    const input = path.join(dir, 'original');
    const output = path.join(dir, 'video.mp4');
    await service.store.download(objectKey(id, 'original'), input);
    await transcodeToMp4(input, output);
    const { size } = await fs.stat(output);
    await service.store.put(objectKey(id, 'video.mp4'), { file: output }, 'video/mp4');
    await saveProcessed(dbOf(service), id, { status: 'READY', variants: { ...row.variants, 'video.mp4': { mime: 'video/mp4', bytes: size } } }, now(service));
  } catch (error) {
    await service.store.removeMedia(id).catch(() => undefined);
    await markFailed(dbOf(service), id, now(service));
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function queueTranscode(service: MediaService, id: string): void {
  service.videos.add(id, () => transcode(service, id));
}

/**
 * A finished upload: its type read from the bytes (never its name or declared type) must be one its kind accepts;
 * then its variants are made and kept. Anything refused or failed is dropped whole.
 */
export async function finishUpload(service: MediaService, id: string): Promise<MediaRow> {
  const claimed = await claimStatus(dbOf(service), id, 'UPLOADING', 'PROCESSING', now(service));
  if (!claimed) {
    const earlier = await findMedia(dbOf(service), id);
    if (earlier && earlier.status !== 'FAILED') return earlier;
    throw new MediaRefusal(404, CODES.notFound, M.notFound);
  }
  const file = path.join(service.uploadsDir, id);
  try {
    const kind = claimed.kind as MediaKind;
    const mime = (await fileTypeFromFile(file))?.mime;
    const refusal = refuseMediaType(kind, mime);
    if (refusal || !mime) throw new MediaRefusal(415, CODES.validation, refusal ?? mediaTypeMessage(kind));
    const keep = MEDIA_KINDS[kind].media === 'image' ? keepImage : keepVideo;
    const saved = await keep(service, claimed, file, mime);
    if (!saved) throw new MediaRefusal(404, CODES.notFound, M.notFound);
    await service.uploads.remove(id).catch(() => undefined);
    if (saved.status === 'PROCESSING') queueTranscode(service, id);
    return saved;
  } catch (error) {
    await discardMedia(service, id);
    if (error instanceof UnreadableImage) throw new MediaRefusal(422, CODES.validation, M.imageUnreadable);
    if (error instanceof UndecodableVideo) throw new MediaRefusal(422, CODES.validation, M.videoUnreadable);
    throw error;
  }
}

/**
 * What a stopped process or an abandoned upload left: uploads past their expiry are dropped; a video whose rendition
 * was never made is queued again (one process takes it); an image stuck half-made is dropped.
 */
export async function sweepMedia(service: MediaService): Promise<void> {
  const db = dbOf(service);
  const { expired, stuck } = await staleMedia(db, now(service), PROCESSING_LEASE_MS);
  for (const row of expired) await discardMedia(service, row.id);
  for (const row of stuck) {
    if (!(await renewLease(db, row, now(service)))) continue;
    const isVideo = isMediaKind(row.kind) && MEDIA_KINDS[row.kind].media === 'video';
    if (isVideo && row.variants.original) queueTranscode(service, row.id);
    else await discardMedia(service, row.id);
  }
  await service.uploads.deleteExpired();
}
