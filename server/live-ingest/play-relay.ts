import http from 'node:http';
import https from 'node:https';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/open';
import { liveShows } from '../db/schema';
import { INGEST_APP, type LiveIngest } from './ingest';

const NOT_LIVE = '主播暂未开播';
/** Marks a relay's request to the process that has the stream: that one answers from its own ingest only (no loops). */
export const RELAYED_HEADER = 'x-starq-live-relay';
/** Where a room's stream comes in is read at most once a second per room and process (viewers retry every 3 s). */
const ORIGIN_FRESH_MS = 1_000;

/**
 * This process's address for the other host processes (LIVE_RELAY_ORIGIN, else its own listen address): where they
 * fetch the FLV of a stream that comes in here.
 */
export function relayOrigin(config: Pick<ServerConfig, 'host' | 'port'>, env: NodeJS.ProcessEnv = process.env): string {
  if (env.LIVE_RELAY_ORIGIN) return env.LIVE_RELAY_ORIGIN.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export interface RelayPeers { db: Db; origin: string }

/**
 * `/api/live/play/<roomId>.flv`: the room's HTTP-FLV by the room's id, so a viewer never learns the stream key (the
 * ingest's stream name). From this process's ingest when the stream comes in here; otherwise from the process that
 * has it (`live_shows.ingest_origin`, that process's own play URL: the key never leaves it). Piped, one upstream read
 * per viewer, closed when the viewer leaves or the stream ends; at scale a CDN pulls this instead.
 */
export function registerPlayRelay(app: FastifyInstance, ingest: LiveIngest | null, peers?: RelayPeers): void {
  const originOf = peers ? cachedOrigins(peers) : async () => null;
  // A live stream never finishes by itself: closing the host ends the relays, else it would wait on them for ever.
  const relays = new Set<() => void>();
  app.addHook('preClose', async () => { for (const end of relays) end(); });
  app.get<{ Params: { file: string } }>('/api/live/play/:file', async (request, reply) => {
    const roomId = /^([A-Za-z0-9_-]{1,64})\.flv$/.exec(request.params.file)?.[1];
    const key = roomId && ingest ? ingest.streamOf(roomId) : undefined;
    if (roomId && key && ingest) {
      return pipeFlv(reply, `http://127.0.0.1:${ingest.settings.httpPort}/${INGEST_APP}/${key}.flv`, {}, relays, (end) => ingest.onStreamEnd(roomId, end));
    }
    const origin = roomId && !request.headers[RELAYED_HEADER] ? await originOf(roomId) : null;
    if (!roomId || !origin) return reply.code(404).send({ code: 404, msg: NOT_LIVE });
    return pipeFlv(reply, `${origin}/api/live/play/${roomId}.flv`, { [RELAYED_HEADER]: '1' }, relays);
  });
}

/** The peer process a room's stream comes in at (never this one), remembered for a second. */
function cachedOrigins({ db, origin: self }: RelayPeers): (roomId: string) => Promise<string | null> {
  const known = new Map<string, { origin: string | null; at: number }>();
  return async (roomId) => {
    const hit = known.get(roomId);
    if (hit && Date.now() - hit.at < ORIGIN_FRESH_MS) return hit.origin;
    const [show] = await db.select({ origin: liveShows.ingestOrigin }).from(liveShows)
      .where(and(eq(liveShows.id, roomId), eq(liveShows.status, 'OPEN'), eq(liveShows.publishing, true)));
    const origin = show?.origin && show.origin !== self ? show.origin : null;
    if (known.size > 10_000) known.clear();
    known.set(roomId, { origin, at: Date.now() });
    return origin;
  };
}

/**
 * Streams `url` to the viewer as it arrives (never buffered whole). Closes the upstream when the viewer leaves, and
 * the viewer's response when the upstream ends or `watchEnd` says the stream ended.
 */
function pipeFlv(
  reply: FastifyReply, url: string, headers: Record<string, string>, relays: Set<() => void>, watchEnd?: (end: () => void) => () => void,
): FastifyReply {
  reply.hijack();
  const viewer = reply.raw;
  const refuse = (status: number) => {
    if (viewer.writableEnded) return;
    if (viewer.headersSent) { viewer.destroy(); return; }
    viewer.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: status, msg: NOT_LIVE }));
  };
  let source: http.IncomingMessage | undefined;
  const upstream = (url.startsWith('https:') ? https : http).get(url, { headers }, (res) => {
    source = res;
    if (res.statusCode !== 200) { res.resume(); refuse(404); return; }
    viewer.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store' });
    // The process that has the stream stopped mid-way: the viewer's player sees the cut and asks again.
    res.on('error', () => undefined);
    res.on('close', () => { if (!res.complete && !viewer.writableEnded) viewer.destroy(); });
    res.pipe(viewer);
  });
  upstream.on('error', () => refuse(502));
  const end = () => { source?.unpipe(viewer); viewer.end(); upstream.destroy(); };
  const stopWatching = watchEnd?.(end);
  relays.add(end);
  const connection = viewer.socket;
  viewer.on('close', () => {
    relays.delete(end);
    upstream.destroy();
    stopWatching?.();
    // A viewer gone mid-stream: its connection cannot carry another request (the FLV never finished), so it goes too.
    if (!viewer.writableFinished) connection?.destroy();
  });
  return reply;
}
