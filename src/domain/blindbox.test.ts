import { describe, expect, it } from 'vitest';
import { formatOdds, guaranteeProblem, oddsProblem, percentToBp } from './blindbox';

describe('blind box odds', () => {
  it('takes percent with up to two decimals as basis points', () => {
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('100')).toBe(10_000);
    for (const bad of ['', '1.234', '-1', '01', 'abc', '1e2']) expect(percentToBp(bad)).toBeNull();
    expect(formatOdds(3333)).toBe('33.33%');
  });

  it('a table must have goods, none twice, each 0.01%–100%, and add up to exactly 100%', () => {
    expect(oddsProblem([])).toBe('盲盒至少需要一件商品');
    expect(oddsProblem([{ goodsId: 'a', oddsBp: 5000 }, { goodsId: 'a', oddsBp: 5000 }])).toBe('盲盒商品不能重复');
    expect(oddsProblem([{ goodsId: 'a', oddsBp: 0 }, { goodsId: 'b', oddsBp: 10_000 }])).toBe('每件商品的概率需在0.01%到100%之间');
    expect(oddsProblem([{ goodsId: 'a', oddsBp: 3333 }, { goodsId: 'b', oddsBp: 3333 }, { goodsId: 'c', oddsBp: 3333 }]))
      .toBe('中奖概率合计必须为100%，当前为99.99%');
    expect(oddsProblem([{ goodsId: 'a', oddsBp: 3334 }, { goodsId: 'b', oddsBp: 3333 }, { goodsId: 'c', oddsBp: 3333 }])).toBeNull();
  });

  it('a guarantee names a goods of the box and a number of draws, both or neither', () => {
    const rows = [{ goodsId: 'a', oddsBp: 9000 }, { goodsId: 'b', oddsBp: 1000 }];
    expect(guaranteeProblem(rows, { draws: null, goodsId: '' })).toBeNull();
    expect(guaranteeProblem(rows, { draws: 10, goodsId: 'b' })).toBeNull();
    expect(guaranteeProblem(rows, { draws: 10, goodsId: '' })).toBe('保底抽数和保底商品需同时填写');
    expect(guaranteeProblem(rows, { draws: 10, goodsId: 'z' })).toBe('保底商品必须是盲盒中的商品');
  });
});
