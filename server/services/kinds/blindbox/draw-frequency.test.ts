// @vitest-environment node
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRAW_RANGE, itemForRoll } from '../../../../src/domain/blindbox-draw';

const TABLE = [
  { goodsId: 'A', oddsBp: 5000 }, { goodsId: 'B', oddsBp: 2500 }, { goodsId: 'C', oddsBp: 1500 }, { goodsId: 'D', oddsBp: 700 },
  { goodsId: 'E', oddsBp: 200 }, { goodsId: 'F', oddsBp: 80 }, { goodsId: 'G', oddsBp: 20 },
];
const DRAWS = 100_000;

/** P(X ≥ x) for chi-square with an even number of degrees of freedom 2m: e^(−x/2) Σ_{i<m} (x/2)^i / i!. */
function chiSquareSurvivalEvenDf(x: number, df: number): number {
  let term = 1;
  let sum = 1;
  for (let i = 1; i < df / 2; i += 1) {
    term *= x / 2 / i;
    sum += term;
  }
  return Math.exp(-x / 2) * sum;
}

describe('the blind-box draw', () => {
  it('lands each roll on the item whose odds span it, edges included', () => {
    expect(itemForRoll(TABLE, 0).goodsId).toBe('A');
    expect(itemForRoll(TABLE, 4999).goodsId).toBe('A');
    expect(itemForRoll(TABLE, 5000).goodsId).toBe('B');
    expect(itemForRoll(TABLE, DRAW_RANGE - 21).goodsId).toBe('F');
    expect(itemForRoll(TABLE, DRAW_RANGE - 20).goodsId).toBe('G');
    expect(itemForRoll(TABLE, DRAW_RANGE - 1).goodsId).toBe('G');
    expect(() => itemForRoll(TABLE, DRAW_RANGE)).toThrow(RangeError);
  });

  it(`draws ${DRAWS} times with node:crypto and every item's frequency fits its odds (chi-square, p ≥ 0.001)`, () => {
    const seen = new Map(TABLE.map((row) => [row.goodsId, 0]));
    for (let i = 0; i < DRAWS; i += 1) {
      const item = itemForRoll(TABLE, randomInt(0, DRAW_RANGE));
      seen.set(item.goodsId, seen.get(item.goodsId)! + 1);
    }
    const chiSquare = TABLE.reduce((sum, row) => {
      const expected = (DRAWS * row.oddsBp) / DRAW_RANGE;
      return sum + (seen.get(row.goodsId)! - expected) ** 2 / expected;
    }, 0);
    const p = chiSquareSurvivalEvenDf(chiSquare, TABLE.length - 1);
    expect(p, `chi-square ${chiSquare.toFixed(2)}, counts ${JSON.stringify([...seen])}`).toBeGreaterThanOrEqual(0.001);
    // The test can fail: a table read one item off (B's odds given to A) is far outside p ≥ 0.001.
    const skewed = TABLE.reduce((sum, row, i) => {
      const expected = (DRAWS * row.oddsBp) / DRAW_RANGE;
      const wrong = (DRAWS * (i === 0 ? 7500 : i === 1 ? 0.0001 : row.oddsBp)) / DRAW_RANGE;
      return sum + (wrong - expected) ** 2 / expected;
    }, 0);
    expect(chiSquareSurvivalEvenDf(skewed, TABLE.length - 1)).toBeLessThan(0.001);
  });

  it('knows the chi-square tail: 22.458 is p = 0.001 at 6 degrees of freedom', () => {
    expect(chiSquareSurvivalEvenDf(22.458, 6)).toBeCloseTo(0.001, 5);
  });
});
