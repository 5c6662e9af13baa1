import { describe, expect, it } from 'vitest';
import { acceptedAlready } from './take-update';

describe('an update accepted before a reload', () => {
  const now = 1_000_000;
  it('is taken again without asking while it is fresh and has attempts left', () => {
    expect(acceptedAlready({ at: now - 10_000, attempts: 1 }, now)).toBe(true);
    expect(acceptedAlready({ at: now - 10_000, attempts: 2 }, now)).toBe(true);
  });
  it('asks again after three attempts, after two minutes, or when nothing was accepted', () => {
    expect(acceptedAlready({ at: now - 10_000, attempts: 3 }, now)).toBe(false);
    expect(acceptedAlready({ at: now - 120_000, attempts: 1 }, now)).toBe(false);
    expect(acceptedAlready(null, now)).toBe(false);
  });
});
