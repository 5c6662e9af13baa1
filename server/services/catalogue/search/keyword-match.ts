import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { kindsNamedBy } from '../../../../src/contract/entities/goods-kind-names';
import type { Db } from '../../../db/open';
import { goods } from '../../../db/schema';
import { isPinyinKeyword } from './name-pinyin';

/** The goods' search columns the database derives (migrations 0039, 0042), outside the Drizzle schema. */
export const GOODS_SEARCH_COLUMNS = ['name_grams', 'name_pinyin', 'name_initials', 'pinyin_grams'] as const;

/**
 * The column holds the keyword anywhere, Latin letters in either case, `%` and `_` as themselves: the GIN index over
 * the column's 1- and 2-character pieces finds the rows holding every piece of the keyword (migration 0039), strpos
 * keeps those holding it in one run. Only goods.name (on-shelf rows, its pieces stored in goods.name_grams) and
 * shops.name carry that index.
 */
export function textContains(column: AnyPgColumn | SQL, keyword: string): SQL {
  const grams = column === goods.name ? sql`${goods}.name_grams` : sql`starq_search_grams(${column})`;
  // strpos first: where a row is read, not found in the index (a recheck, the best sellers probe), it rules out most
  // rows for a fraction of comparing their pieces. The index still takes the pieces, wherever they stand.
  return sql`(${holdsText(column, keyword)} and ${grams} @> starq_keyword_grams(${keyword}))`;
}

/** The recheck of a pieces index's hit: the column holds the keyword in one run (either case when it has letters). */
export function holdsText(column: AnyPgColumn | SQL, keyword: string): SQL {
  return sql`strpos(${folded(column, keyword)}, ${foldedKeyword(keyword)}) > 0`;
}

/**
 * The column as the keyword is compared with it. lower() costs tens of microseconds a Chinese name, so it is used
 * only when the keyword has letters with a case: a keyword without any finds the same rows in the name as it is.
 */
function folded(column: AnyPgColumn | SQL, keyword: string): SQL {
  return hasCase(keyword) ? sql`lower(${column})` : sql`${column}`;
}

function foldedKeyword(keyword: string): SQL {
  return hasCase(keyword) ? sql`lower(${keyword})` : sql`${keyword}`;
}

const hasCase = (keyword: string) => keyword.toLowerCase() !== keyword.toUpperCase();

/**
 * A Latin keyword in the goods' pinyin or initials (decision 031), any part, either case, `%` and `_` as themselves:
 * the pieces index over both spellings (pinyin_grams, migration 0042), then strpos in one of them. A keyword with a
 * Chinese character, or of one character, has no pinyin arm.
 */
function pinyinContains(keyword: string): SQL | undefined {
  if (!isPinyinKeyword(keyword)) return undefined;
  const lowered = sql`lower(${keyword})`;
  return sql`((strpos(${goods}.name_pinyin, ${lowered}) > 0 or strpos(${goods}.name_initials, ${lowered}) > 0)
    and ${goods}.pinyin_grams @> starq_keyword_grams(${keyword}))`;
}

/**
 * Goods whose name, shop's name, category's name or kind's name holds the keyword (decision 028), or whose pinyin or
 * initials hold a Latin keyword (decision 031). The small shop and category tables are matched first, so the goods
 * query gets their ids as constants: each arm is an index scan of goods the planner joins with a BitmapOr, and its row
 * estimates are true (a sub-select's ids would be guessed).
 */
export async function goodsKeywordMatch(db: Db, keyword: string): Promise<SQL> {
  const found = (await db.execute(sql`select
    array(select id from shops where ${textContains(sql`name`, keyword)}) as "shopIds",
    array(select id from goods_classes where ${holdsText(sql`name`, keyword)}) as "classIds"`)) as unknown as
    { rows: { shopIds: string[]; classIds: string[] }[] };
  const { shopIds = [], classIds = [] } = found.rows[0] ?? {};
  const kinds = kindsNamedBy(keyword);
  return or(
    textContains(goods.name, keyword),
    pinyinContains(keyword),
    shopIds.length ? inArray(goods.shopId, shopIds) : undefined,
    classIds.length ? inArray(goods.classId, classIds) : undefined,
    kinds.length ? inArray(goods.kind, kinds) : undefined,
  )!;
}

/**
 * A keyword search's 综合 order is three tiers (decision 028, bounded in 036): the name equal to the keyword, then names
 * starting with it, then every other match; best sellers first within each. These are the first two tiers' conditions,
 * served by the name prefix index (`lower(name) text_pattern_ops`, migration 0051; `%`, `_` and `\` escaped).
 */
export function keywordRelevanceTiers(keyword: string): { equal: SQL; startsWith: SQL } {
  const name = sql`lower(${goods.name})`;
  return {
    equal: sql`${name} = lower(${keyword})`,
    startsWith: sql`${name} like lower(${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`,
  };
}
