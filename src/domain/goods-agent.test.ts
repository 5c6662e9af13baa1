import { describe, expect, it } from 'vitest';
import { agentCommission, agentLink, formatRate, percentTextToBp } from './goods-agent';

describe('agent commission', () => {
  it('is the rate of the amount rounded down to the fen', () => {
    expect(agentCommission(9_999, 1_000)).toBe(999);
    expect(agentCommission(100, 1)).toBe(0);
    expect(agentCommission(0, 3_000)).toBe(0);
  });

  it('shows a rate without trailing zeros', () => {
    expect(formatRate(1_000)).toBe('10%');
    expect(formatRate(1_250)).toBe('12.5%');
    expect(formatRate(5)).toBe('0.05%');
  });
});

describe('agent link', () => {
  it('opens the goods detail with the agent, both escaped', () => {
    expect(agentLink('https://m.starq.cn/', '/pages/function/goods-info/goods-info', 'G 1', 'U&2'))
      .toBe('https://m.starq.cn/#/pages/function/goods-info/goods-info?goodsId=G%201&agent=U%262');
  });
});

describe('typed rate', () => {
  it('reads percent with up to two decimals as basis points, exactly', () => {
    expect(percentTextToBp('12.5')).toBe(1250);
    expect(percentTextToBp(' 0.07 ')).toBe(7);
    expect(percentTextToBp('30')).toBe(3000);
    expect(['', '1.234', '-1', '1e2', 'abc', '.5'].map(percentTextToBp)).toEqual([null, null, null, null, null, null]);
  });
});
