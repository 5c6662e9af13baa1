import { describe, expect, it } from 'vitest';
import { decodeAnalyticsPayload, encodeAnalyticsPayload, reportEvents } from './analytics';

const batch = {
  platformType: 100 as const, clientId: 'c1', batchId: 'b1', system: { ua: '浏览器', lang: 'zh-CN', screen: '390x844', appVersion: '1' },
  user: { usersId: 'U1' }, events: [{ code: 110, page: 'P110', at: 1, props: { keyword: '退款' } }],
};

describe('the analytics payload (spec §7: a GET with an encoded payload)', () => {
  it('round-trips Chinese text through base64url', () => {
    const data = encodeAnalyticsPayload(batch);
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAnalyticsPayload(data)).toMatchObject(batch);
  });

  it('refuses another platform type, an empty or oversized batch, and bytes that are not UTF-8 JSON', () => {
    expect(decodeAnalyticsPayload(encodeAnalyticsPayload({ ...batch, platformType: 7 as 100 }))).toBeNull();
    expect(decodeAnalyticsPayload(encodeAnalyticsPayload({ ...batch, events: [] }))).toBeNull();
    expect(decodeAnalyticsPayload(encodeAnalyticsPayload({ ...batch, events: Array(51).fill(batch.events[0]) }))).toBeNull();
    expect(decodeAnalyticsPayload('_-_-')).toBeNull();
    const parsed = reportEvents.request.safeParse({ data: 'x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('上报数据格式不正确');
  });
});
