import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { goods } from '../../../db/schema';
import { holdsText, textContains } from '../search/keyword-match';

/**
 * A list's text filter over several columns (any part, either case, `%` and `_` as themselves), served by a GIN index
 * over `pieces`, the indexed expression of their 1- and 2-character pieces (decision 028, 032): the pieces find the few
 * rows that may match, the search's own recheck (`holdsText`) keeps the list's meaning exactly.
 */
export function piecesContain(pieces: SQL, columns: AnyPgColumn[], keyword: string): SQL {
  return and(sql`${pieces} @> starq_keyword_grams(${keyword})`, or(...columns.map((column) => holdsText(column, keyword))))!;
}

/**
 * As piecesContain, over an index of the columns' 3-character pieces (`starq_search_triples`, migration 0060), for a
 * keyword of three characters or more: digits and Latin letters make few distinct 2-character pieces, each held by
 * most rows, so a phone number's pieces of two name nearly every user.
 */
export function triplesContain(triples: SQL, columns: AnyPgColumn[], keyword: string): SQL {
  return and(sql`${triples} @> starq_search_triples(${keyword})`, or(...columns.map((column) => holdsText(column, keyword))))!;
}

/** A keyword long enough for triplesContain. */
export const hasTriples = (keyword: string) => [...keyword].length >= 3;

/** Goods, on the shelf or not, whose name holds the keyword: goods_all_name_grams_idx over the stored pieces. */
export const goodsNameHolds = (keyword: string): SQL => textContains(goods.name, keyword);
