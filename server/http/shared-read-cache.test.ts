// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSharedReadCache } from './shared-read-cache';

describe('shared read cache for public catalogue reads', () => {
  it('reuses an answer within its time and reads again after it', async () => {
    const clock = { now: 0 };
    const cache = createSharedReadCache(1000, () => clock.now);
    let reads = 0;
    const read = async () => ({ code: 0, msg: '成功', data: ++reads });
    expect((await cache('k', read)).data).toBe(1);
    clock.now = 999;
    expect((await cache('k', read)).data).toBe(1);
    expect((await cache('other', read)).data).toBe(2);
    clock.now = 1000;
    expect((await cache('k', read)).data).toBe(3);
  });

  it('shares one read among concurrent misses and never keeps a failure', async () => {
    const cache = createSharedReadCache(1000, () => 0);
    let reads = 0;
    const slow = () => new Promise<{ code: number; msg: string; data: number }>((r) => setTimeout(() => r({ code: 0, msg: '', data: ++reads }), 10));
    const answers = await Promise.all([cache('k', slow), cache('k', slow), cache('k', slow)]);
    expect(answers.map((a) => a.data)).toEqual([1, 1, 1]);
    const refused = async () => ({ code: 4000, msg: '页码必须是数字', data: null });
    await cache('bad', refused);
    let again = 0;
    await cache('bad', async () => ({ code: 0, msg: '', data: ++again }));
    expect(again).toBe(1);
  });
});
