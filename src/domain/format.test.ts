import { describe, expect, it } from 'vitest';
import {
  createRandomId, formatCount, formatFen, formatPrice, formatUnit, maskMobile, maskName, padZero, yuanToFen,
} from './format';

describe('maskMobile', () => {
  it('hides the middle four digits', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });
  it('returns other input unchanged', () => {
    for (const m of ['1381234567', '138123456789', '', '138 1234 5678', '1381234567a']) expect(maskMobile(m)).toBe(m);
  });
});

describe('maskName', () => {
  it('masks by length', () => {
    expect(maskName('张')).toBe('张');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张小三')).toBe('张*三');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('Alice')).toBe('A***e');
  });
  it('trims, handles empty and counts characters outside the BMP as one', () => {
    expect(maskName('  李四 ')).toBe('李*');
    expect(maskName('')).toBe('');
    expect(maskName('𠮷野家')).toBe('𠮷*家');
  });
});

describe('formatPrice', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatPrice(1234567.5)).toBe('1,234,567.50');
    expect(formatPrice(999.999)).toBe('1,000.00');
    expect(formatPrice(0.1 + 0.2)).toBe('0.30');
    expect(formatPrice('19.9')).toBe('19.90');
    expect(formatPrice(' 1000000 ')).toBe('1,000,000.00');
  });
  it('rounds half away from zero on the written decimal, not the binary float', () => {
    expect(formatPrice(1.005)).toBe('1.01');
    expect(formatPrice('2.675')).toBe('2.68');
    expect(formatPrice(-1.005)).toBe('-1.01');
  });
  it('keeps the sign of negatives but never shows -0.00', () => {
    expect(formatPrice(-1234.5)).toBe('-1,234.50');
    expect(formatPrice(-0.001)).toBe('0.00');
    expect(formatPrice(-0)).toBe('0.00');
  });
  it('shows 0.00 for missing or non-numeric values', () => {
    for (const v of [null, undefined, '', '  ', Number.NaN, Infinity, 'abc', '1,000']) expect(formatPrice(v)).toBe('0.00');
  });
  it('handles numbers JavaScript writes with an exponent', () => {
    expect(formatPrice(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatPrice(1e-7)).toBe('0.00');
  });
});

describe('formatFen', () => {
  it('formats integer fen', () => {
    expect(formatFen(123450)).toBe('1,234.50');
    expect(formatFen(1)).toBe('0.01');
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(-99)).toBe('-0.99');
    expect(formatFen(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });
  it('shows 0.00 for missing values', () => {
    expect(formatFen(null)).toBe('0.00');
    expect(formatFen(undefined)).toBe('0.00');
    expect(formatFen(Number.NaN)).toBe('0.00');
  });
});

describe('yuanToFen', () => {
  it('converts exactly', () => {
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('1.1')).toBe(110);
    expect(yuanToFen('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994
    expect(yuanToFen(' 100 ')).toBe(10000);
    expect(yuanToFen('-2.5')).toBe(-250);
    expect(yuanToFen('-0')).toBe(0);
  });
  it('refuses text it would have to round or guess', () => {
    for (const s of ['19.999', '', 'abc', '1,000', '.5', '1.', '1e3']) expect(() => yuanToFen(s)).toThrow(RangeError);
    expect(() => yuanToFen('9'.repeat(20))).toThrow(RangeError);
  });
});

describe('formatCount and padZero', () => {
  it('caps at 99 by default and at a given cap', () => {
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(10, 9)).toBe('9+');
  });
  it('pads numbers under 10', () => {
    expect(padZero(5)).toBe('05');
    expect(padZero(0)).toBe('00');
    expect(padZero(10)).toBe('10');
    expect(padZero('7')).toBe('07');
    expect(padZero(123)).toBe('123');
  });
});

describe('formatUnit', () => {
  it('uses K from 1000 and W from 10000 with 2 decimals', () => {
    expect(formatUnit(999)).toBe('999');
    expect(formatUnit(1000)).toBe('1.00K');
    expect(formatUnit(1234)).toBe('1.23K');
    expect(formatUnit(9999)).toBe('9.99K');
    expect(formatUnit(10000)).toBe('1.00W');
    expect(formatUnit(12345)).toBe('1.23W');
    expect(formatUnit(1050000)).toBe('105.00W');
  });
  it('leaves small and odd values as text', () => {
    expect(formatUnit(0)).toBe('0');
    expect(formatUnit(-5000)).toBe('-5000');
  });
});

describe('createRandomId', () => {
  it('draws 32 alphanumeric characters from the given source', () => {
    let seed = 1;
    const random = (): number => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const id = createRandomId(random);
    expect(id).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(createRandomId(random)).not.toBe(id);
  });
  it('maps the ends of [0, 1) to the ends of the alphabet and honours the length', () => {
    expect(createRandomId(() => 0, 4)).toBe('0000');
    expect(createRandomId(() => 0.999999, 3)).toBe('zzz');
    expect(createRandomId(() => 1, 2)).toBe('zz');
    expect(createRandomId(() => 0.5, 0)).toBe('');
  });
});

describe('region names (issue 19: 上海市上海市黄浦区)', () => {
  it('writes a municipality once', async () => {
    const { formatRegionName, formatRegionText } = await import('./format');
    expect(formatRegionName(['上海市', '上海市', '黄浦区'])).toBe('上海市 黄浦区');
    expect(formatRegionName(['浙江省', '杭州市', '西湖区'])).toBe('浙江省 杭州市 西湖区');
    expect(formatRegionText('上海市上海市黄浦区')).toBe('上海市 黄浦区');
    expect(formatRegionText('北京市 北京市 东城区')).toBe('北京市 东城区');
    expect(formatRegionText('浙江省杭州市西湖区')).toBe('浙江省杭州市西湖区');
    expect(formatRegionText('广东省 深圳市 南山区')).toBe('广东省 深圳市 南山区');
  });
});
