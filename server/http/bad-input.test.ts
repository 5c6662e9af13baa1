// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CALLS } from '../../src/contract/calls';
import type { CallDef } from '../../src/contract/define-call';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../test-support/test-app';
import { loginByCode } from '../test-support/login';

const TABLES = ['users', 'tokens', 'sms_codes', 'shops', 'goods', 'goods_classes', 'cart_lines', 'idempotency_keys'];
const CHINESE = /[\u4e00-\u9fa5]/;

let t: TestApp;
let headers: Record<string, string>;

async function rowCounts(): Promise<string> {
  const parts = TABLES.map((name) => `(select count(*) from ${name}) as ${name}`).join(', ');
  const [counts] = await queryRows<Record<string, number>>(t, `select ${parts}`);
  return JSON.stringify(counts);
}

/** Malformed, missing, oversized and wrong-typed versions of a call's request (RELIABILITY 26). */
function badRequests(call: CallDef): { label: string; body: Record<string, unknown> }[] {
  const shape = (call.request as z.ZodObject).shape as Record<string, z.ZodType>;
  const cases: { label: string; body: Record<string, unknown> }[] = [];
  if (!call.request.safeParse({}).success) cases.push({ label: 'missing fields', body: {} });
  for (const field of Object.keys(shape)) {
    cases.push({ label: `${field} oversized`, body: { [field]: '9'.repeat(5000) } });
    cases.push({ label: `${field} empty`, body: { [field]: '' } });
    if (call.encoding === 'json') cases.push({ label: `${field} wrong type`, body: { [field]: { nested: [1] } } });
  }
  // Keep only the cases the contract itself refuses, so each asserts a real refusal.
  return cases.filter((c) => !call.request.safeParse(c.body).success);
}

beforeAll(async () => {
  t = await createTestApp();
  headers = userHeaders((await loginByCode(t, '13912345678')).token, 'bad-input-key');
});
afterAll(async () => { await t.close(); });

// Calls whose request has no fields (the category tree, the cart list) have no bad input to send.
const CALLS_WITH_FIELDS = ALL_CALLS.filter((c) => badRequests(c).length > 0);

describe.each(CALLS_WITH_FIELDS.map((c) => [c.name, c] as const))('%s refuses bad input', (_name, call) => {
  const cases = badRequests(call);
  it('with a non-zero code, a Chinese message, HTTP 200 and no write', async () => {
    for (const { label, body } of cases) {
      const before = await rowCounts();
      const response = await t.raw(call, body, headers);
      expect(response.statusCode, label).toBe(200);
      const answer = response.json();
      expect(answer.code, label).not.toBe(0);
      expect(answer.code, label).not.toBe(200);
      expect(answer.msg, label).toMatch(CHINESE);
      expect(await rowCounts(), label).toBe(before);
    }
  });
});

describe('malformed bodies', () => {
  it('answers broken JSON and an oversized body with a Chinese message, not a 5xx', async () => {
    const post = ALL_CALLS.find((c) => c.name === 'member.cartAdd')!;
    const broken = await t.app.inject({ method: 'POST', url: post.path, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"goodsId":' });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ code: 4000, msg: '请求格式不正确' });
    const huge = await t.app.inject({ method: 'POST', url: post.path, headers, payload: { goodsId: 'x'.repeat(2_000_000) } });
    expect(huge.statusCode).toBe(200);
    expect(huge.json().code).toBe(4000);
  });

  it('answers an unknown path with 404 and the envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 4004, msg: '接口不存在' });
  });
});
