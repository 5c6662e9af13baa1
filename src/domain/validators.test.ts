import { describe, expect, it } from 'vitest';
import {
  isAmount, isChinese, isCode, isDate, isDateISO, isDigits, isEmail, isEmpty, isInRange, isJsonString,
  isLandline, isLengthInRange, isLetters, isLettersOrDigits, isMobile, isNumber, isUrl,
} from './validators';

describe('isMobile', () => {
  it('accepts mainland numbers with second digit 3–9', () => {
    for (const m of ['13812345678', '15900001111', '17612345678', '19912345678']) expect(isMobile(m)).toBe(true);
  });
  it('rejects second digit 0–2, wrong length, separators and other types', () => {
    for (const m of ['12812345678', '10012345678', '1381234567', '138123456789', '138-1234-5678', '+8613812345678', '', null]) {
      expect(isMobile(m)).toBe(false);
    }
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const e of ['zhang.san@qq.com', 'user+tag@163.com', 'a_b@mail.example.com.cn']) expect(isEmail(e)).toBe(true);
  });
  it('rejects malformed ones', () => {
    for (const e of ['zhangsan', 'a@b', '@qq.com', 'a..b@qq.com', '.a@qq.com', 'a@-qq.com', 'a @qq.com', 'a@qq.c']) {
      expect(isEmail(e)).toBe(false);
    }
  });
});

describe('isUrl', () => {
  it('accepts http and https with a real host', () => {
    for (const u of ['https://www.example.com', 'http://shop.example.cn:8080/goods?id=1#top', 'http://localhost:5173/', 'http://192.168.1.10/a']) {
      expect(isUrl(u)).toBe(true);
    }
  });
  it('rejects other schemes, bare words and spaces', () => {
    for (const u of ['ftp://example.com', 'javascript:alert(1)', 'www.example.com', 'https://intranet', 'https://exa mple.com', 42]) {
      expect(isUrl(u)).toBe(false);
    }
  });
});

describe('isDate', () => {
  it('accepts real days with either separator', () => {
    for (const d of ['2024-02-29', '2000/02/29', '1999-12-31', '2023-04-30']) expect(isDate(d)).toBe(true);
  });
  it('rejects impossible days, mixed separators and short forms', () => {
    for (const d of ['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '2023-01/05', '2023-1-5', '20230105']) {
      expect(isDate(d)).toBe(false);
    }
  });
});

describe('isDateISO', () => {
  it('accepts ISO dates and date-times', () => {
    for (const d of ['2024-02-29', '2024-02-29T08:30', '2024-02-29T08:30:00Z', '2024-02-29T08:30:00.123+08:00', '2024-06-01T23:59:59-0500']) {
      expect(isDateISO(d)).toBe(true);
    }
  });
  it('rejects slashes, impossible days and hours', () => {
    for (const d of ['2024/02/29', '2023-02-29', '2024-02-29T24:00', '2024-02-29 08:30', '2024-02-29T08:60']) {
      expect(isDateISO(d)).toBe(false);
    }
  });
});

describe('isNumber and isDigits', () => {
  it('isNumber accepts signed decimals and finite numbers', () => {
    for (const n of ['3', '-3.5', '+10', '.5', '0.00', 12.5, -1]) expect(isNumber(n)).toBe(true);
    for (const n of ['', '1.', '1e3', '1,000', 'abc', '--1', Number.NaN, Infinity, null]) expect(isNumber(n)).toBe(false);
  });
  it('isDigits accepts only 0-9', () => {
    expect(isDigits('0012')).toBe(true);
    expect(isDigits(12)).toBe(true);
    for (const n of ['', '12.0', '-1', '１２', ' 12']) expect(isDigits(n)).toBe(false);
  });
});

describe('isAmount', () => {
  it('accepts zero, cents and whole yuan', () => {
    for (const a of ['0', '0.5', '0.05', '19.9', '19.90', '1000', 88.8]) expect(isAmount(a)).toBe(true);
  });
  it('rejects leading zeros, 3 decimals, signs and bare points', () => {
    for (const a of ['01.5', '00', '19.999', '-1', '+1', '.5', '1.', '1,000', '']) expect(isAmount(a)).toBe(false);
  });
});

describe('isChinese, isLetters, isLettersOrDigits', () => {
  it('isChinese accepts only Han characters', () => {
    expect(isChinese('张三')).toBe(true);
    expect(isChinese('欧阳娜娜')).toBe(true);
    for (const s of ['张 三', '张三a', 'Zhang', '张三。', '']) expect(isChinese(s)).toBe(false);
  });
  it('isLetters and isLettersOrDigits', () => {
    expect(isLetters('StarQ')).toBe(true);
    expect(isLetters('StarQ1')).toBe(false);
    expect(isLettersOrDigits('StarQ118')).toBe(true);
    expect(isLettersOrDigits('Star_Q')).toBe(false);
    expect(isLettersOrDigits('')).toBe(false);
  });
});

describe('isLandline', () => {
  it('accepts 3- and 4-digit area codes with 7–8 digits', () => {
    for (const t of ['010-12345678', '021-87654321', '0755-1234567', '0571-88889999']) expect(isLandline(t)).toBe(true);
  });
  it('rejects missing hyphen, wrong lengths and codes not starting with 0', () => {
    for (const t of ['01012345678', '10-12345678', '010-123456', '010-123456789', '00755-1234567', '001-1234567']) {
      expect(isLandline(t)).toBe(false);
    }
  });
});

describe('isCode', () => {
  it('defaults to 6 digits', () => {
    expect(isCode('012345')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
  });
  it('takes another length', () => {
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
  });
});

describe('isInRange and isLengthInRange', () => {
  it('isInRange is inclusive and reads numeric text', () => {
    expect(isInRange(1, 1, 10)).toBe(true);
    expect(isInRange('10', 1, 10)).toBe(true);
    expect(isInRange(10.01, 1, 10)).toBe(false);
    expect(isInRange('abc', 1, 10)).toBe(false);
  });
  it('isLengthInRange counts characters, not UTF-16 units', () => {
    expect(isLengthInRange('张三', 2, 4)).toBe(true);
    expect(isLengthInRange('好😀', 2, 2)).toBe(true);
    expect(isLengthInRange('a', 2, 4)).toBe(false);
    expect(isLengthInRange('abcde', 2, 4)).toBe(false);
  });
});

describe('isEmpty', () => {
  it('treats missing, blank and empty containers as empty', () => {
    for (const v of [null, undefined, '', '   ', '\n', [], {}, new Map(), new Set()]) expect(isEmpty(v)).toBe(true);
  });
  it('treats 0, false and filled values as present', () => {
    for (const v of [0, false, 'a', [0], { a: undefined }, new Date(0)]) expect(isEmpty(v)).toBe(false);
  });
});

describe('isJsonString', () => {
  it('accepts objects and arrays', () => {
    expect(isJsonString('{"classId":7}')).toBe(true);
    expect(isJsonString('[]')).toBe(true);
  });
  it('rejects scalars, null and broken text', () => {
    for (const s of ['1', '"a"', 'null', 'true', '{classId:7}', '', undefined]) expect(isJsonString(s)).toBe(false);
  });
});
