import { describe, expect, it } from 'vitest';
import { BLINDBOX_MESSAGES, ODDS_TOTAL_BP, percentToBp } from './blindbox';
import { blindboxPriceInput, bpToPercentText, evenOdds, formatTotal, isExactTotal, oddsChanged, oddsTotalBp, type BlindboxFormText } from './blindbox-form';

const form = (over: Partial<BlindboxFormText> = {}): BlindboxFormText => ({
  goodsIds: ['G1', 'G2', 'G3'], odds: { G1: '70', G2: '25', G3: '5' }, price: '59', guaranteeDraws: '', guaranteeGoodsId: '', purchaseLimit: '', ...over,
});

describe('the blind-box price screen (blindbox_price)', () => {
  it('turns percent with 2 decimals into basis points and back', () => {
    expect(percentToBp('33.33')).toBe(3333);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('12.345')).toBeNull();
    expect(bpToPercentText(3333)).toBe('33.33');
    expect(bpToPercentText(1250)).toBe('12.5');
    expect(bpToPercentText(10000)).toBe('100');
  });

  it('keeps a running total in basis points, shown with 2 decimals, exact only at 100.00%', () => {
    const short = form({ odds: { G1: '33.33', G2: '33.33', G3: '33.33' } });
    expect(oddsTotalBp(short)).toBe(9999);
    expect(formatTotal(oddsTotalBp(short))).toBe('99.99%');
    expect(isExactTotal(oddsTotalBp(short))).toBe(false);
    expect(formatTotal(oddsTotalBp(form()))).toBe('100.00%');
    expect(isExactTotal(oddsTotalBp(form()))).toBe(true);
    expect(oddsTotalBp(form({ odds: { G1: '70', G2: 'abc' } }))).toBe(7000);
  });

  it('refuses to save until the odds add up to exactly 100%, with the host\'s message', () => {
    expect(blindboxPriceInput(form({ odds: { G1: '33.33', G2: '33.33', G3: '33.33' } }))).toEqual({ ok: false, msg: '中奖概率合计必须为100%，当前为99.99%' });
    expect(blindboxPriceInput(form({ odds: { G1: '70', G2: '25', G3: '5.001' } }))).toEqual({ ok: false, msg: BLINDBOX_MESSAGES.percentInvalid });
    expect(blindboxPriceInput(form({ odds: { G1: '100', G2: '0', G3: '0' } }))).toEqual({ ok: false, msg: BLINDBOX_MESSAGES.oddsRange });
    expect(blindboxPriceInput(form({ goodsIds: [] }))).toEqual({ ok: false, msg: BLINDBOX_MESSAGES.noGoods });
  });

  it('gives the host units: price in fen, odds in basis points, empty guarantee and limit as none', () => {
    expect(blindboxPriceInput(form({ price: '59.9' }))).toEqual({
      ok: true,
      value: { price: 5990, items: [{ goodsId: 'G1', oddsBp: 7000 }, { goodsId: 'G2', oddsBp: 2500 }, { goodsId: 'G3', oddsBp: 500 }], guaranteeDraws: null, guaranteeGoodsId: '', purchaseLimit: null },
    });
    const ruled = blindboxPriceInput(form({ guaranteeDraws: '10', guaranteeGoodsId: 'G3', purchaseLimit: '5' }));
    expect(ruled.ok && ruled.value).toMatchObject({ guaranteeDraws: 10, guaranteeGoodsId: 'G3', purchaseLimit: 5 });
  });

  it('checks price, guarantee and limit', () => {
    expect(blindboxPriceInput(form({ price: '' })).ok).toBe(false);
    expect(blindboxPriceInput(form({ price: '1.999' })).ok).toBe(false);
    expect(blindboxPriceInput(form({ guaranteeDraws: '1', guaranteeGoodsId: 'G3' }))).toEqual({ ok: false, msg: '保底抽数需在2到1000之间' });
    expect(blindboxPriceInput(form({ guaranteeDraws: '10' }))).toEqual({ ok: false, msg: BLINDBOX_MESSAGES.guaranteeBoth });
    expect(blindboxPriceInput(form({ guaranteeDraws: '10', guaranteeGoodsId: 'G9' }))).toEqual({ ok: false, msg: BLINDBOX_MESSAGES.guaranteeNotInBox });
    expect(blindboxPriceInput(form({ purchaseLimit: '1000' }))).toEqual({ ok: false, msg: '限购数量需在1到999之间' });
  });

  it('shares 100% evenly with the odd basis points on the first rows', () => {
    const odds = evenOdds(['A', 'B', 'C']);
    expect(odds).toEqual({ A: '33.34', B: '33.33', C: '33.33' });
    expect(oddsTotalBp({ goodsIds: ['A', 'B', 'C'], odds })).toBe(ODDS_TOTAL_BP);
  });

  it('tells a changed odds table (a new version on sale) from an unchanged one', () => {
    const before = [{ goodsId: 'G1', oddsBp: 7000 }, { goodsId: 'G2', oddsBp: 3000 }];
    expect(oddsChanged([...before], before)).toBe(false);
    expect(oddsChanged([{ goodsId: 'G1', oddsBp: 6000 }, { goodsId: 'G2', oddsBp: 4000 }], before)).toBe(true);
  });
});
