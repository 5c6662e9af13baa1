import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type/node';
import { CODES } from '../../src/contract/codes';
import { MEDIA_MESSAGES as M, refuseMediaType } from '../../src/domain/media-kinds';
import { uploads } from '../db/schema';
import { UnreadableImage } from './images';
import { LEGACY_UPLOAD_ID, LEGACY_UPLOAD_PREFIX, legacyMediaId } from './legacy-ids';
import { insertReadyMedia } from './media-repository';
import { storeImage } from './process';
import { sendMediaVariant } from './serve';
import type { MediaService } from './service';

type Log = (message: string, error?: unknown) => void;
type LegacyRow = typeof uploads.$inferSelect;
const BATCH = 50;

/** One old picture into the object store as a finished `comment-image` of its owner, then out of the old table. */
async function moveOne(service: MediaService, row: LegacyRow, log: Log): Promise<void> {
  const db = service.deps.database.db;
  const id = legacyMediaId(row.id);
  const bytes = Buffer.from(row.dataBase64, 'base64');
  try {
    const mime = (await fileTypeFromBuffer(bytes))?.mime;
    if (!mime || refuseMediaType('comment-image', mime)) throw new UnreadableImage(`type ${mime ?? 'unknown'}`);
    const image = await storeImage(service, id, bytes, mime);
    await insertReadyMedia(db, { id, userId: row.userId, kind: 'comment-image', mime, bytes: bytes.length, ...image, createdAt: row.createdAt }, service.deps.now());
  } catch (error) {
    // Bytes that only began like a picture (the old path checked a few of them) never showed as one.
    if (!(error instanceof UnreadableImage)) throw error;
    log(`[media] old upload ${row.id} is not a readable picture; dropped`, error);
  }
  await db.delete(uploads).where(eq(uploads.id, row.id));
}

/**
 * Moves what the retired base64 upload kept in PostgreSQL into the media service's object store (decision 010), so the
 * product has one store. Safe in several processes at once (same derived ids and keys, the row inserted once); a row
 * that fails to move stays for the next start.
 */
export async function moveLegacyUploads(service: MediaService, log: Log): Promise<number> {
  const db = service.deps.database.db;
  let moved = 0;
  try {
    for (;;) {
      const rows = await db.select().from(uploads).orderBy(uploads.id).limit(BATCH);
      for (const row of rows) {
        await moveOne(service, row, log);
        moved += 1;
      }
      if (rows.length < BATCH) return moved;
    }
  } catch (error) {
    log('[media] moving old uploads stopped; the rest moves at the next start', error);
    return moved;
  }
}

/** GET /media/upload/<id>: an old picture URL kept in stored records, answered with its moved record's detail variant. */
export function registerLegacyUploadServing(app: FastifyInstance, service: MediaService): void {
  app.get<{ Params: { id: string } }>(`${LEGACY_UPLOAD_PREFIX}:id`, (request, reply) => {
    const { id } = request.params;
    if (!LEGACY_UPLOAD_ID.test(id)) return reply.code(404).send({ code: CODES.notFound, msg: M.notFound, data: null });
    return sendMediaVariant(service, request, reply, legacyMediaId(id), 'detail.webp');
  });
}
