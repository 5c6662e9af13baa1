import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { goods } from '../../../db/schema';
import { holdsText, textContains } from '../search/keyword-match';

/** The indexed expressions of a list's text columns' pieces: of 1 and 2 characters, and of 3 (migration 0060). */
export interface TextPieces { grams: SQL; triples: SQL }

/**
 * A list's text filter over several columns (any part, either case, `%` and `_` as themselves), served by a GIN index
 * over the columns' pieces (decision 028, 032): the pieces find the few rows that may match, the search's own recheck
 * (`holdsText`) keeps the list's meaning exactly. A keyword of three characters or more is looked up by its
 * 3-character pieces: digits and Latin letters make few distinct 2-character pieces, each held by most rows (a phone
 * number's pieces of two name nearly every user).
 */
export function piecesContain(pieces: TextPieces, columns: AnyPgColumn[], keyword: string): SQL {
  const found = [...keyword].length >= 3
    ? sql`${pieces.triples} @> starq_search_triples(${keyword})`
    : sql`${pieces.grams} @> starq_keyword_grams(${keyword})`;
  return and(found, or(...columns.map((column) => holdsText(column, keyword))))!;
}

/** Goods, on the shelf or not, whose name holds the keyword: goods_all_name_grams_idx over the stored pieces. */
export const goodsNameHolds = (keyword: string): SQL => textContains(goods.name, keyword);
