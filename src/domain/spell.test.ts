import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawMessage, spellRewardOf, spellTabOf, winningSeat } from './spell';

describe('spell auction rules', () => {
  it('draws a seat from the digest, recomputable from the recorded facts', () => {
    const digest = createHash('sha256').update(drawMessage('ab'.repeat(32), 'R1', ['E1', 'E2', 'E3'])).digest('hex');
    const seat = winningSeat(digest, 3);
    expect(seat).toBe((parseInt(digest.slice(0, 12), 16) % 3) + 1);
    expect(winningSeat('000000000000ff', 3)).toBe(1);
    expect(winningSeat('000000000005ff', 3)).toBe(3);
    expect(() => winningSeat('xyz', 3)).toThrow();
  });

  it('spreads the winner evenly over the seats', () => {
    const wins = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i += 1) wins[winningSeat(createHash('sha256').update(String(i)).digest('hex'), 4) - 1]! += 1;
    for (const n of wins) expect(n).toBeGreaterThan(850);
  });

  it('rewards 1% of the price, at least one fen, and files entries under their tab', () => {
    expect(spellRewardOf(12_345)).toBe(123);
    expect(spellRewardOf(50)).toBe(1);
    expect(spellTabOf('REFUNDED')).toBe('LOST');
    expect(spellTabOf('WAITING')).toBe('WAITING');
  });
});
