import { RECOMMEND_HISTORY_MAX, SEARCH_HISTORY_MAX } from './constants';

export interface RecommendParam {
  classId: string | number;
  [key: string]: unknown;
}

/**
 * spec §3/§9: most recent first, one entry per classId, at most 5. classId 7
 * and '7' are the same class (the server sends either).
 */
export function pushRecommendParam<T extends RecommendParam>(list: readonly T[], entry: T): T[] {
  const key = String(entry.classId);
  const rest = list.filter((item) => String(item.classId) !== key);
  return [entry, ...rest].slice(0, RECOMMEND_HISTORY_MAX);
}

/**
 * Our rule (the spec stores search history without limits): the keyword is
 * trimmed, blank ones are ignored, a repeated keyword moves to the front
 * (exact match after trimming), most recent first, at most 10.
 */
export function pushSearchHistory(list: readonly string[], keyword: string): string[] {
  const trimmed = keyword.trim();
  if (trimmed === '') return list.slice(0, SEARCH_HISTORY_MAX);
  const rest = list.filter((item) => item.trim() !== trimmed);
  return [trimmed, ...rest].slice(0, SEARCH_HISTORY_MAX);
}
