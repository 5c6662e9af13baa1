/** One stored answer of a paged list call, with when the device stored it. */
export interface StoredAnswer<T> { value: { goodsList?: T[]; total?: number } | null; savedAt: number }

export interface StoredPages<T> {
  /** The stored pages' goods from page 1 on, as the host ordered them (a goods on two pages shown once). */
  list: T[];
  /** How many pages from page 1 on are stored without a gap. */
  pages: number;
  /** The host's total with page 1; null when page 1 is not stored. */
  total: number | null;
  /** When the oldest shown page was stored: the list is as old as that. */
  savedAt: number | null;
}

/**
 * A list query's stored pages (issue 30: the same list opened offline shows the same pages, with their age). Pages
 * count from 1 and stop at the first one missing, so what is shown is always the host's order without a hole.
 */
export function readStoredPages<T extends { goodsId: string }>(answers: (StoredAnswer<T> | null)[]): StoredPages<T> {
  const seen = new Set<string>();
  const list: T[] = [];
  let pages = 0;
  let savedAt: number | null = null;
  for (const answer of answers) {
    if (!answer?.value?.goodsList) break;
    pages += 1;
    savedAt = savedAt === null ? answer.savedAt : Math.min(savedAt, answer.savedAt);
    for (const goods of answer.value.goodsList) {
      if (seen.has(goods.goodsId)) continue;
      seen.add(goods.goodsId);
      list.push(goods);
    }
  }
  const total = pages > 0 ? (answers[0]?.value?.total ?? null) : null;
  return { list, pages, total, savedAt };
}
