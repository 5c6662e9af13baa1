import { describe, expect, it } from 'vitest';
import { applyNoticeChanges, isNoticeTopic, noticeSwitchesOf, NOTICE_TOPICS } from './notices';

describe('notice switches', () => {
  it('fills every topic with its default, promotions off', () => {
    const switches = noticeSwitchesOf([]);
    expect(switches.map((s) => s.topic)).toEqual([...NOTICE_TOPICS]);
    expect(switches.filter((s) => !s.enabled).map((s) => s.topic)).toEqual(['promotion']);
  });

  it('keeps stored choices over defaults and drops unknown topics', () => {
    const switches = noticeSwitchesOf([{ topic: 'order', enabled: false }, { topic: 'spam', enabled: true }]);
    expect(switches.find((s) => s.topic === 'order')?.enabled).toBe(false);
    expect(switches).toHaveLength(NOTICE_TOPICS.length);
  });

  it('applies pending changes in order, the last one winning', () => {
    const base = noticeSwitchesOf([]);
    const view = applyNoticeChanges(base, [{ topic: 'promotion', enabled: true }, { topic: 'promotion', enabled: false }, { topic: 'system', enabled: false }]);
    expect(view.find((s) => s.topic === 'promotion')?.enabled).toBe(false);
    expect(view.find((s) => s.topic === 'system')?.enabled).toBe(false);
    expect(view.find((s) => s.topic === 'order')?.enabled).toBe(true);
  });

  it('knows its topics', () => {
    expect(isNoticeTopic('service')).toBe(true);
    expect(isNoticeTopic('__proto__')).toBe(false);
  });
});
