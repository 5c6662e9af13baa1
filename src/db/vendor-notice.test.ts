import { describe, expect, it } from 'vitest';
import { silenceOpenCoreBanner } from './vendor-notice';

describe('the store setup (issue 33.9)', () => {
  it('drops RxDB\'s open-core banner once set up, however often it is set up, and lets every other warning through', () => {
    const seen: unknown[][] = [];
    const target = { warn: (...args: unknown[]) => { seen.push(args); } };
    silenceOpenCoreBanner(target);
    silenceOpenCoreBanner(target);
    target.warn(['-------------- RxDB Open Core RxStorage -------------------------------', 'You are using the free Dexie.js based RxStorage'].join('\n'));
    target.warn('存储空间不足', 42);
    expect(seen).toEqual([['存储空间不足', 42]]);
  });
});
