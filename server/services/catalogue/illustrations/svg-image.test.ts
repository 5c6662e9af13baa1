import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMedia } from './index';
import { FIGURES } from './illustrations/registry';
import { KIND_LOOKS } from './illustrations/kinds';
import { renderGoodsSvg } from './svg-image';

const MAX_BYTES = 6 * 1024;

function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/undefined|NaN/);
  expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
}

describe('goods pictures', () => {
  it('draws every figure, in every view, small and well formed', () => {
    for (const art of Object.keys(FIGURES)) {
      for (const view of ['main', 'detail', 'photo', 'icon']) expectWellFormed(renderGoodsSvg('三只松鼠', 123, { art, view }));
    }
  });

  it('draws a different picture for each figure', () => {
    const pictures = new Set(Object.keys(FIGURES).map((art) => renderGoodsSvg('星Q', 200, { art })));
    expect(pictures.size).toBe(Object.keys(FIGURES).length);
  });

  it('stages each special goods kind its own way', () => {
    const plain = renderGoodsSvg('泡泡玛特', 300, { art: 'toyFigure' });
    for (const kind of Object.keys(KIND_LOOKS)) {
      const staged = renderGoodsSvg('泡泡玛特', 300, { art: 'toyFigure', kind });
      expectWellFormed(staged);
      expect(staged).not.toBe(plain);
    }
  });

  it('varies neighbouring goods of one class by hue and label', () => {
    const a = renderGoodsSvg('华为', 210, { art: 'phone' });
    expect(renderGoodsSvg('小米14', 217, { art: 'phone' })).not.toBe(a);
  });

  it('guesses the drawing from the label when the URL names none, and escapes text', () => {
    expect(renderGoodsSvg('华为手机壳', 0)).toBe(renderGoodsSvg('华为手机壳', 0, { art: 'phoneCase' }));
    const odd = renderGoodsSvg('<b>&"', 0);
    expectWellFormed(odd);
    expect(odd).not.toContain('<b>');
  });

  it('draws brand, shop, avatar and rank myLists', () => {
    for (const art of ['brand', 'shop', 'avatar', 'rank']) expectWellFormed(renderGoodsSvg('雅诗兰黛', 280, { art }));
    expect(renderGoodsSvg('雅诗兰黛', 280, { art: 'brand' })).toContain('雅诗');
  });
});

describe('media routes', () => {
  it('serves a picture with its look and ignores unknown query values', async () => {
    const app = Fastify();
    registerMedia(app);
    const url = `/media/img/210/${encodeURIComponent('华为')}.svg`;
    const phone = await app.inject({ method: 'GET', url: `${url}?art=phone&kind=auction&view=main` });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-type']).toContain('image/svg+xml');
    expect(phone.body).toBe(renderGoodsSvg('华为', 210, { art: 'phone', kind: 'auction', view: 'main' }));
    const odd = await app.inject({ method: 'GET', url: `${url}?art=%3Cscript%3E` });
    expect(odd.body).toBe(renderGoodsSvg('华为', 210));
    expect((await app.inject({ method: 'GET', url: '/media/banner/0/x.svg?art=phone' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/media/img/abc/x.svg' })).statusCode).toBe(404);
    await app.close();
  });
});
