// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin } from '../../src/contract/account/users';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => { await t.close(); });

/** A real socket: what Node's HTTP parser refuses never reaches inject(). */
function get(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

describe('requests Node cannot read (issue 9.8)', () => {
  it('answers a 70 KB query string with the envelope and a Chinese message', async () => {
    const answer = await get(`/api/goods/goods/getnormalgoodsinfo?goodsId=${'x'.repeat(70_000)}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ code: 4000, msg: '请求地址或请求头过长', data: null });
  });
});

describe('security headers (issue 9.9)', () => {
  it('sends a CSP, nosniff, no framing and no referrer on API answers, which are never cached', async () => {
    const answer = await get('/api/goods/goods/getnormalgoodsinfo?goodsId=G000001');
    // Data, never a page: the short policy of an API answer, none of the page's own headers (issue 30).
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers a login with Cache-Control: no-store', async () => {
    const response = await t.raw(passwordLogin, { account: '13800000001', password: 'Starq@2026' });
    expect(response.json().code).toBe(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves pictures with a policy that runs nothing, even opened on their own', async () => {
    const answer = await get('/media/img/200/%E6%89%8B%E6%9C%BA.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('NUL bytes and strict numbers (issue 9.5)', () => {
  it('answers a NUL byte in a query with code 4000 and a Chinese message, not a 500', async () => {
    const answer = await get('/api/goods/goods/getnormalgoodsinfo?goodsId=%00');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ code: 4000, msg: '商品编号包含不支持的字符', data: null });
  });
});
