import type { FastifyInstance } from 'fastify';
import { renderBannerSvg, renderGoodsSvg, type Look } from './svg-image';

const YEAR_SECONDS = 31_536_000;

type Render = (label: string, hue: number, look: Look) => string;

const word = (value: unknown): string | undefined => (typeof value === 'string' && /^[a-z]{1,16}$/i.test(value) ? value : undefined);

function serveSvg(app: FastifyInstance, prefix: string, render: Render): void {
  app.get<{ Params: { hue: string; label: string }; Querystring: Record<string, unknown> }>(`${prefix}/:hue/:label`, async (request, reply) => {
    const hue = Number(request.params.hue);
    const label = request.params.label.replace(/\.svg$/, '');
    if (!Number.isFinite(hue) || label.length === 0 || label.length > 32) {
      return reply.code(404).send({ code: 4004, msg: '图片不存在', data: null });
    }
    const { art, kind, view } = request.query;
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .send(render(label, hue, { art: word(art), kind: word(kind), view: word(view) }));
  });
}

export function registerMedia(app: FastifyInstance): void {
  serveSvg(app, '/media/img', renderGoodsSvg);
  serveSvg(app, '/media/banner', renderBannerSvg);
}
