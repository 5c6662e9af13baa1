import { and, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A page's start (decision 032): after the row `after` names (`<time>_<id>`), else OFFSET from the top. */
export interface PageStart { after: SQL | undefined; offset: number }

function parseAfter(after: string): { at: number; id: string } | null {
  const cut = after.indexOf('_');
  return cut > 0 ? { at: Number(after.slice(0, cut)), id: after.slice(cut + 1) } : null;
}

const offsetOf = (page: { pageNum: number; pageSize: number }) => (page.pageNum - 1) * page.pageSize;

/** For a list ordered newest first, then id descending: the row comparison walks the (time, id) index backwards. */
export function afterNewestFirst(time: AnyPgColumn, id: AnyPgColumn, page: { after: string; pageNum: number; pageSize: number }): PageStart {
  const key = parseAfter(page.after);
  return key ? { after: sql`(${time}, ${id}) < (${key.at}, ${key.id})`, offset: 0 } : { after: undefined, offset: offsetOf(page) };
}

/** For a list ordered newest first, then id ascending (the goods lists' order): `time <= at` bounds the index walk. */
export function afterNewestThenId(time: AnyPgColumn, id: AnyPgColumn, page: { after: string; pageNum: number; pageSize: number }): PageStart {
  const key = parseAfter(page.after);
  return key ? { after: and(lte(time, key.at), or(lt(time, key.at), gt(id, key.id))), offset: 0 } : { after: undefined, offset: offsetOf(page) };
}
