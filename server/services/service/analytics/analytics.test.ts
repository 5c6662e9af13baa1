// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAnalyticsPayload, reportEvents } from '../../../../src/contract/service/analytics';
import { loginByCode } from '../../../test-support/login';
import { createTestApp, queryRows, userHeaders, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await loginByCode(t, '13912345621'));
});
afterAll(async () => { await t.close(); });

const batch = (batchId: string, events: unknown[]) => ({
  platformType: 100 as const, clientId: 'client-1', batchId, system: { ua: 'test', lang: 'zh-CN', screen: '390x844', appVersion: '1' },
  user: { usersId: '' }, events,
});
const view = { code: 100, page: 'P100', at: 1_700_000_000_000, props: { tab: 'home' } };
const stored = async (batchId: string) =>
  (await queryRows<{ n: number }>(t, `select count(*)::int as n from analytics_events where payload->>'batchId' = '${batchId}'`))[0]!.n;

describe('analytics (spec §7: encoded GET, platform type 100, codes 100–700)', () => {
  it('stores a batch once, with the signed-in user, and drops malformed events', async () => {
    const data = encodeAnalyticsPayload(batch('b1', [view, { ...view, code: 200 }, { code: 99 }, { code: 800, at: 1 }, 'x']));
    const first = await t.call(reportEvents, { data }, userHeaders(token));
    expect(first.data).toEqual({ accepted: 2, dropped: 3, duplicate: false });
    expect(await stored('b1')).toBe(2);
    const again = await t.call(reportEvents, { data }, userHeaders(token));
    expect(again.data.duplicate).toBe(true);
    expect(await stored('b1')).toBe(2);
    const [row] = await queryRows<{ user_id: string | null; event_code: number }>(t, "select user_id, event_code from analytics_events where payload->>'batchId' = 'b1' order by id");
    expect(row!.user_id).not.toBeNull();
    expect(row!.event_code).toBe(100);
  });

  it('takes a visitor batch', async () => {
    expect((await t.call(reportEvents, { data: encodeAnalyticsPayload(batch('b2', [view])) })).data.accepted).toBe(1);
  });

  it('refuses malformed and oversized batches in Chinese and stores nothing', async () => {
    const refuse = async (data: string, msg: string) => {
      const answer = await t.call(reportEvents, { data });
      expect(answer.code).toBe(4000);
      expect(answer.msg).toBe(msg);
    };
    await refuse('not*base64', '上报数据格式不正确');
    await refuse(Buffer.from('{"a":1}').toString('base64url'), '上报数据格式不正确');
    await refuse(encodeAnalyticsPayload({ ...batch('b3', [view]), platformType: 101 as 100 }), '上报数据格式不正确');
    await refuse(encodeAnalyticsPayload(batch('b4', Array.from({ length: 51 }, () => view))), '上报数据格式不正确');
    await refuse(encodeAnalyticsPayload(batch('b5', [])), '上报数据格式不正确');
    await refuse('A'.repeat(16_001), '上报数据过长');
    expect(await stored('b4')).toBe(0);
  });

  it('limits each caller to 30 batches a minute', async () => {
    let limited = 0;
    for (let i = 0; i < 32; i += 1) {
      const answer = await t.call(reportEvents, { data: encodeAnalyticsPayload(batch(`r${i}`, [view])) });
      if (answer.code === 4029) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });
});
