import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './define-call';
import { countField, idField, pageFields } from './fields';
import { findUnsafeText, parseRequest } from './parse-request';

const probe = defineCall({
  name: 'test.probe', host: 'goods', method: 'GET', path: '/api/test/probe', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ goodsId: idField('商品编号'), num: countField('数量', 99), ...pageFields }),
  response: z.null(),
});

describe('text no field may hold (issue 9.5)', () => {
  it.each([
    ['NUL', 'G1\u0000'], ['escape', '\u001b[31m'], ['DEL', 'a\u007f'], ['lone high surrogate', 'a\ud800'], ['lone low surrogate', '\udc00b'],
  ])('refuses %s anywhere in a request with a message naming the field', (_label, text) => {
    expect(parseRequest(probe, { goodsId: text, num: '1' })).toEqual({ success: false, message: '商品编号包含不支持的字符' });
  });

  it('looks into nested values and keys', () => {
    expect(findUnsafeText({ lines: [{ goodsId: 'ok' }, { remark: 'x\u0000' }] })).toBe('remark包含不支持的字符');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('请求包含不支持的字符');
  });

  it('keeps text people write: tabs, new lines, emoji, Chinese', () => {
    expect(findUnsafeText({ content: '好评！\n第二行\t😀 👍🏽' })).toBeNull();
  });
});

describe('whole numbers parse strictly (issue 9)', () => {
  it.each(['0x10', ' 2 ', '1e1', '2.0', '+3', '', '١٢', '00012', 'Infinity', 'NaN'])('refuses %j as a count', (text) => {
    const parsed = parseRequest(probe, { goodsId: 'G1', num: text });
    expect(parsed.success).toBe(false);
  });

  it('takes decimal digits as text (query and form) and JSON numbers', () => {
    expect(parseRequest(probe, { goodsId: 'G1', num: '12', pageNum: '3' })).toEqual({ success: true, data: { goodsId: 'G1', num: 12, pageNum: 3, pageSize: 20 } });
    expect(parseRequest(probe, { goodsId: 'G1', num: 12 })).toMatchObject({ success: true });
    expect(parseRequest(probe, { goodsId: 'G1', num: 1e21 })).toMatchObject({ success: false });
    expect(parseRequest(probe, { goodsId: 'G1', num: '99999999999999999999' })).toMatchObject({ success: false });
  });
});
