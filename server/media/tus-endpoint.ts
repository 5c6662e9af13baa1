import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS, Server, type Upload } from '@tus/server';
import { CODES } from '../../src/contract/codes';
import { HEADERS } from '../../src/contract/headers';
import {
  MEDIA_ID_PATTERN, MEDIA_MAX_BYTES, MEDIA_MESSAGES as M, MEDIA_TUS_PATH, isMediaKind, mediaTooLargeMessage, refuseUploadSize,
} from '../../src/domain/media-kinds';
import { MESSAGES } from '../../src/domain/messages';
import { authenticate } from '../auth/guard';
import { AppError } from '../http/app-error';
import { headerOf } from '../http/executor';
import { createUploadRow, deleteMediaRow, findMedia, mediaRecord, type MediaRow } from './media-repository';
import { finishUpload, MediaRefusal } from './process';
import type { MediaService } from './service';

const TUS_VERSION = '1.0.0';
const MAX_FILENAME = 255;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\\/]/;

/** Answers carry the envelope as their body, with the status tus clients act on. */
const envelope = (code: number, msg: string, data: unknown = null) => JSON.stringify({ code, msg, data });
const refusal = (status: number, code: number, msg: string) => ({ status_code: status, body: envelope(code, msg) });

/** tus's own refusals, in the words the user sees. */
const TUS_MESSAGES: Record<number, [number, string]> = {
  400: [CODES.validation, '上传请求不正确'],
  403: [CODES.validation, '上传请求不正确'],
  404: [CODES.notFound, M.notFound],
  409: [CODES.conflict, '上传进度不一致，请重试'],
  410: [CODES.notFound, '上传已过期，请重新上传'],
  412: [CODES.validation, '上传请求不正确'],
  413: [CODES.validation, `文件不能超过${Math.round(MEDIA_MAX_BYTES / 1024 / 1024)}MB`],
  423: [CODES.conflict, '上传正在进行，请稍后再试'],
  460: [CODES.validation, '上传数据校验失败，请重试'],
};

/** The kind an upload declares in its Upload-Metadata header (`key base64,key base64`), if it names one. */
function declaredKind(req: Request) {
  const pair = (req.headers.get('upload-metadata') ?? '').split(',').map((item) => item.trim().split(' '))
    .find(([key]) => key === 'kind');
  const kind = pair?.[1] ? Buffer.from(pair[1], 'base64').toString('utf8') : undefined;
  return isMediaKind(kind) ? kind : undefined;
}

/** tus refuses a file over the largest kind's limit before our checks run: name the limit of the kind sent. */
function refusalMessage(req: Request, status: number): [number, string] {
  const kind = status === 413 ? declaredKind(req) : undefined;
  if (kind) return [CODES.validation, mediaTooLargeMessage(kind)];
  return TUS_MESSAGES[status] ?? [CODES.validation, '上传失败，请重试'];
}

function isEnvelope(body: string): boolean {
  return body.startsWith('{"code":');
}

type NodeBacked = { runtime?: { node?: { req: IncomingMessage } } };
const nodeRequest = (req: Request) => (req as NodeBacked).runtime?.node?.req;

/**
 * The resumable upload endpoint (tus 1.0) at MEDIA_TUS_PATH: POST creates, HEAD tells the offset, PATCH appends,
 * DELETE ends an unfinished upload. Fastify hands the raw request and response to the tus server (its README's
 * Fastify example; no body parser touches a PATCH). Every request but a CORS preflight carries the user token;
 * an upload answers its owner only.
 */
export async function registerTusEndpoint(app: FastifyInstance, service: MediaService, log: (m: string, e?: unknown) => void): Promise<void> {
  const db = service.deps.database.db;
  const owners = new WeakMap<IncomingMessage, string>();

  const tus = new Server({
    path: MEDIA_TUS_PATH,
    datastore: service.uploads,
    relativeLocation: true,
    maxSize: MEDIA_MAX_BYTES,
    allowedHeaders: [HEADERS.userToken, HEADERS.shopToken, HEADERS.appFlag],
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload) {
      const userId = owners.get(nodeRequest(req)!);
      if (!userId) throw refusal(401, CODES.tokenInvalid, '请先登录');
      const { kind, filename = '' } = upload.metadata ?? {};
      if (!isMediaKind(kind)) throw refusal(400, CODES.validation, M.kindUnknown);
      if (filename === null || filename.length > MAX_FILENAME || CONTROL.test(filename)) throw refusal(400, CODES.validation, M.filenameInvalid);
      if (upload.size === undefined) throw refusal(400, CODES.validation, M.lengthRequired);
      const tooBig = refuseUploadSize(kind, upload.size);
      if (tooBig) throw refusal(upload.size === 0 ? 400 : 413, CODES.validation, tooBig);
      const created = await createUploadRow(db, { id: upload.id, userId, kind, bytes: upload.size }, service.deps.now());
      if (created === 'quota') throw refusal(413, CODES.validation, M.quotaExceeded);
      // Only what the service reads is kept; the owner is ours, never the client's.
      return { metadata: { kind, filename, owner: userId } };
    },
    async onUploadFinish(req, upload: Upload) {
      try {
        const row = await finishUpload(service, upload.id);
        return {
          // A body needs a status other than 204; creation-with-upload keeps 201 so the Location header stays.
          status_code: req.method === 'POST' ? 201 : 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: envelope(CODES.ok, '成功', mediaRecord(row)),
        };
      } catch (error) {
        if (error instanceof MediaRefusal) throw refusal(error.status, error.code, error.message);
        throw error;
      }
    },
    onResponseError(req, error) {
      if ('status_code' in error && !(error instanceof Error)) {
        if (isEnvelope(error.body)) return undefined;
        const [code, msg] = refusalMessage(req, error.status_code);
        return { status_code: error.status_code, body: envelope(code, msg) };
      }
      log('[media] upload failed', error);
      return { status_code: 500, body: envelope(CODES.serverError, MESSAGES.serverError) };
    },
  });

  // An upload ended by its owner stops counting against the quota.
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    deleteMediaRow(db, id).catch((error: unknown) => log('[media] terminate', error));
  });

  const answer = (reply: FastifyReply, status: number, code: number, msg: string) =>
    reply.code(status).header('tus-resumable', TUS_VERSION).header('content-type', 'application/json; charset=utf-8').send(envelope(code, msg));

  /** A finished upload answers HEAD as complete, so a client that lost the last answer learns it is done. */
  const answerFinished = (reply: FastifyReply, row: MediaRow) => reply.code(200).headers({
    'tus-resumable': TUS_VERSION, 'upload-offset': String(row.bytes), 'upload-length': String(row.bytes),
  }).send();

  async function handle(request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) {
    if (request.method !== 'OPTIONS') {
      let userId: string;
      try {
        const auth = await authenticate(db, { userToken: headerOf(request, HEADERS.userToken), shopToken: '' }, 'user', service.deps.now());
        userId = auth.userId!;
      } catch (error) {
        if (error instanceof AppError) return answer(reply, 401, error.code, error.message);
        throw error;
      }
      const { id } = request.params;
      if (request.method === 'POST') {
        if (id !== undefined) return answer(reply, 404, CODES.notFound, M.notFound);
      } else {
        const row = id && MEDIA_ID_PATTERN.test(id) ? await findMedia(db, id) : undefined;
        if (!row) return answer(reply, 404, CODES.notFound, M.notFound);
        if (row.userId !== userId) return answer(reply, 403, CODES.forbidden, M.notYours);
        if (row.status !== 'UPLOADING') {
          if (request.method === 'HEAD' && row.status !== 'FAILED') return answerFinished(reply, row);
          if (row.status === 'FAILED') return answer(reply, 404, CODES.notFound, M.notFound);
          return answer(reply, 409, CODES.conflict, '上传已完成');
        }
      }
      owners.set(request.raw, userId);
    }
    reply.raw.setHeader('cache-control', 'no-store');
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  await app.register(async (scope) => {
    // The tus server reads the body itself: no parser may consume it first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    scope.route({ method: [...methods], url: MEDIA_TUS_PATH, handler: handle });
    scope.route({ method: [...methods], url: `${MEDIA_TUS_PATH}/:id`, handler: handle });
  });
}
