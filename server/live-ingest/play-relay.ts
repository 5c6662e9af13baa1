import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { INGEST_APP, type LiveIngest } from './ingest';

const NOT_LIVE = '主播暂未开播';

/**
 * `/api/live/play/<roomId>.flv`: the room's HTTP-FLV, relayed from the ingest by the room's id, so a viewer never
 * learns the stream key (the ingest's stream name). One upstream read per viewer; at scale a CDN pulls this instead.
 */
export function registerPlayRelay(app: FastifyInstance, ingest: LiveIngest | null): void {
  app.get<{ Params: { file: string } }>('/api/live/play/:file', (request, reply) => {
    const roomId = /^([A-Za-z0-9_-]{1,64})\.flv$/.exec(request.params.file)?.[1];
    const key = roomId && ingest ? ingest.streamOf(roomId) : undefined;
    if (!key || !ingest) return reply.code(404).send({ code: 404, msg: NOT_LIVE });
    reply.hijack();
    const refuse = (status: number) => {
      if (reply.raw.headersSent) { reply.raw.destroy(); return; }
      reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: status, msg: NOT_LIVE }));
    };
    const upstream = http.get({ host: '127.0.0.1', port: ingest.settings.httpPort, path: `/${INGEST_APP}/${key}.flv` }, (res) => {
      if (res.statusCode !== 200) { res.resume(); refuse(404); return; }
      reply.raw.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store' });
      res.pipe(reply.raw);
    });
    upstream.on('error', () => refuse(502));
    request.raw.on('close', () => upstream.destroy());
    return reply;
  });
}
