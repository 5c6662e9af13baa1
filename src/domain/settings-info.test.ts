import { describe, expect, it } from 'vitest';
import { filterDialCodes, isDialCode } from './dial-codes';
import { isAllowedWebViewUrl } from './info-pages';
import { growthOfFen, nextRankOf, rankOf } from './member-ranks';
import { compareVersions, notesSince } from './release-notes';

const LADDER = [{ minGrowth: 500, name: 'b' }, { minGrowth: 0, name: 'a' }, { minGrowth: 2000, name: 'c' }];

describe('member ranks', () => {
  it('counts whole yuan and never below zero', () => {
    expect(growthOfFen(12_399)).toBe(123);
    expect(growthOfFen(-500)).toBe(0);
  });
  it('finds the rank and the next step on an unsorted ladder', () => {
    expect(rankOf(LADDER, 0)?.name).toBe('a');
    expect(rankOf(LADDER, 500)?.name).toBe('b');
    expect(rankOf(LADDER, 1999)?.name).toBe('b');
    expect(nextRankOf(LADDER, 600)).toEqual({ rank: LADDER[2], missing: 1400 });
    expect(nextRankOf(LADDER, 5000)).toBeNull();
    expect(rankOf([], 10)).toBeNull();
  });
});

describe('release notes', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('1.0.10', '1.0.9')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.9.99', '1.0.0')).toBe(-1);
  });
  it('answers the notes after a version, newest first', () => {
    const notes = [{ version: '1.0.3', date: '', notes: [] }, { version: '1.0.2', date: '', notes: [] }, { version: '1.0.1', date: '', notes: [] }];
    expect(notesSince('1.0.1', notes).map((n) => n.version)).toEqual(['1.0.3', '1.0.2']);
    expect(notesSince('1.0.3', notes)).toEqual([]);
  });
});

describe('dialing codes', () => {
  it('finds regions by name, code and letters', () => {
    expect(filterDialCodes('日本').map((d) => d.code)).toEqual(['+81']);
    expect(filterDialCodes('+852').map((d) => d.name)).toEqual(['中国香港']);
    expect(filterDialCodes('jp').map((d) => d.region)).toEqual(['JP']);
    expect(filterDialCodes('').length).toBeGreaterThan(50);
    expect(isDialCode('+86')).toBe(true);
    expect(isDialCode('+999')).toBe(false);
  });
});

describe('web-view origins', () => {
  const app = 'https://shop.example';
  it('allows our own origin and listed ones, refuses others and other schemes', () => {
    expect(isAllowedWebViewUrl('/media/x.html', app)).toBe(true);
    expect(isAllowedWebViewUrl('https://shop.example/a', app)).toBe(true);
    expect(isAllowedWebViewUrl('https://evil.example/a', app)).toBe(false);
    expect(isAllowedWebViewUrl('javascript:alert(1)', app)).toBe(false);
    expect(isAllowedWebViewUrl('//evil.example/a', app)).toBe(false);
    expect(isAllowedWebViewUrl('https://partner.example/p', app, ['https://partner.example'])).toBe(true);
  });
});
