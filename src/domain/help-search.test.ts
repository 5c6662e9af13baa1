import { describe, expect, it } from 'vitest';
import { matchesKeyword } from './help-search';

describe('matchesKeyword', () => {
  it('finds Chinese text by any substring', () => {
    expect(matchesKeyword('退款', '如何申请退款')).toBe(true);
    expect(matchesKeyword('申请退', '如何申请退款')).toBe(true);
    expect(matchesKeyword(' 退款 ', '标题', '正文里写着退款到账时间')).toBe(true);
    expect(matchesKeyword('发票', '如何申请退款')).toBe(false);
  });
  it('ignores case and matches everything when empty', () => {
    expect(matchesKeyword('app', '下载APP')).toBe(true);
    expect(matchesKeyword('', '任何')).toBe(true);
  });
});
