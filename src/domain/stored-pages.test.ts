import { describe, expect, it } from 'vitest';
import { readStoredPages } from './stored-pages';

const page = (ids: string[], savedAt: number, total = 99) => ({ value: { goodsList: ids.map((goodsId) => ({ goodsId })), total }, savedAt });

describe('a list query\'s stored pages (issue 30)', () => {
  it('joins the pages from page 1 in the host\'s order, each goods once, as old as the oldest page', () => {
    const stored = readStoredPages([page(['b', 'a'], 2000, 40), page(['a', 'c'], 1000)]);
    expect(stored).toEqual({ list: [{ goodsId: 'b' }, { goodsId: 'a' }, { goodsId: 'c' }], pages: 2, total: 40, savedAt: 1000 });
  });

  it('stops at the first page missing, and has nothing without page 1', () => {
    expect(readStoredPages([page(['a'], 5), null, page(['z'], 9)])).toMatchObject({ list: [{ goodsId: 'a' }], pages: 1, savedAt: 5 });
    expect(readStoredPages([null, page(['z'], 9)])).toEqual({ list: [], pages: 0, total: null, savedAt: null });
    expect(readStoredPages([{ value: null, savedAt: 1 }])).toMatchObject({ pages: 0 });
  });
});
