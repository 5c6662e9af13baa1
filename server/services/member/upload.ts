import type { FastifyInstance } from 'fastify';
import { ANALYTICS_PLATFORM, MAX_IMAGE_BYTES, reportEvent, uploadImage } from '../../../src/contract/upload';
import { CHECKOUT_MESSAGES as M } from '../../../src/domain/messages';
import { analyticsEvents, uploads } from '../../db/schema';
import { badInput } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import type { AppDeps } from '../../http/deps';
import { newId } from '../order/ids';
import { readUpload, sniffImage, uploadUrl } from './upload-repository';

function decodeEvent(data: string): { platform: number; code: number; payload: Record<string, unknown> } | null {
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Record<string, unknown>;
    const event = payload.event as { code?: unknown } | undefined;
    const code = Number(event?.code);
    const platform = Number(payload.platform);
    if (!Number.isInteger(code) || code < 100 || code > 700 || platform !== ANALYTICS_PLATFORM) return null;
    return { platform, code, payload };
  } catch {
    return null;
  }
}

export const uploadBindings: Binding[] = [
  bind(uploadImage, async ({ input, auth, db, deps }) => {
    const bytes = Buffer.from(input.dataBase64, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES) throw badInput(M.imageTooLarge);
    const mime = sniffImage(bytes);
    if (!mime) throw badInput(M.imageInvalid);
    const id = newId('U', deps.now());
    await db.insert(uploads).values({ id, userId: auth.userId!, mime, dataBase64: bytes.toString('base64'), createdAt: deps.now() });
    return { url: uploadUrl(id) };
  }),

  bind(reportEvent, async ({ input, auth, db, deps }) => {
    const event = decodeEvent(input.data);
    if (!event) throw badInput('上报数据格式不正确');
    await db.insert(analyticsEvents).values({ userId: auth.userId, platform: event.platform, eventCode: event.code, payload: event.payload, createdAt: deps.now() });
    return null;
  }),
];

/** Serves uploaded pictures by id only (no paths reach the file system). */
export function registerUploadRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string } }>('/media/upload/:id', async (request, reply) => {
    const { id } = request.params;
    const row = /^[A-Za-z0-9]{16,40}$/.test(id) ? await readUpload(deps.database.db, id) : undefined;
    if (!row) return reply.code(404).send({ code: 4004, msg: '图片不存在', data: null });
    return reply.header('content-type', row.mime).header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff').send(Buffer.from(row.dataBase64, 'base64'));
  });
}
