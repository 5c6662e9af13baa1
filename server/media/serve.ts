import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '../../src/contract/codes';
import { HEADERS } from '../../src/contract/headers';
import { MEDIA_ID_PATTERN, MEDIA_MESSAGES as M, MEDIA_URL_PREFIX, MEDIA_VARIANTS } from '../../src/domain/media-kinds';
import { authenticate } from '../auth/guard';
import { headerOf } from '../http/executor';
import { findMedia } from './media-repository';
import { objectKey, type ByteRange } from './object-store';
import type { MediaService } from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One `bytes=` range (the only kind players send), clipped to the size; 'unsatisfiable' when it starts past the end. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match as unknown as [string, string, string];
  const range = from === ''
    ? { start: Math.max(0, size - Number(to)), end: size - 1 }
    : { start: Number(from), end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
  if (size === 0 || range.start >= size || range.start > range.end || (from === '' && Number(to) === 0)) return 'unsatisfiable';
  return range;
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ code: CODES.notFound, msg: M.notFound, data: null });

/**
 * Sends one stored variant of a media record (its own headers, validators and byte ranges), or 404. The `original`
 * keeps the camera's metadata (location): it answers its owner only, and is never cached publicly.
 */
export async function sendMediaVariant(
  service: MediaService, request: FastifyRequest, reply: FastifyReply, id: string, variant: string,
): Promise<FastifyReply> {
  const db = service.deps.database.db;
  if (!MEDIA_ID_PATTERN.test(id) || !(MEDIA_VARIANTS as readonly string[]).includes(variant)) return notFound(reply);
  const row = await findMedia(db, id);
  const stored = row && (row.status === 'READY' || row.status === 'PROCESSING') ? row.variants[variant] : undefined;
  if (!row || !stored) return notFound(reply);
  if (variant === 'original') {
    const userToken = headerOf(request, HEADERS.userToken);
    const auth = userToken ? await authenticate(db, { userToken, shopToken: '' }, 'user', service.deps.now()).catch(() => null) : null;
    if (auth?.userId !== row.userId) return notFound(reply);
  }

  const etag = `"${id}-${variant}"`;
  reply.header('content-type', stored.mime).header('accept-ranges', 'bytes').header('etag', etag)
    .header('cache-control', variant === 'original' ? 'private, max-age=31536000, immutable' : IMMUTABLE)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const range = parseRange(request.headers.range, stored.bytes);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${stored.bytes}`).send();
  const body = await service.store.read(objectKey(id, variant), range ?? undefined).catch(() => null);
  if (!body) return notFound(reply);
  if (!range) return reply.header('content-length', stored.bytes).send(body);
  return reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${stored.bytes}`)
    .header('content-length', range.end - range.start + 1).send(body);
}

/**
 * GET /media/m/<id>/<variant>: what the media service made, by id and a variant name from a fixed list (nothing
 * the caller sends becomes a path), cached for a year (a variant never changes), with ranges for video players.
 */
export function registerMediaServing(app: FastifyInstance, service: MediaService): void {
  app.get<{ Params: { id: string; variant: string } }>(`${MEDIA_URL_PREFIX}:id/:variant`, (request, reply) =>
    sendMediaVariant(service, request, reply, request.params.id, request.params.variant));
}
