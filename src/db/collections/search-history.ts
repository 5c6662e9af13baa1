import { z } from 'zod';
import { SearchKeywordSchema } from '../../contract/platform/pull';
import { toRxSchema } from '../rx-schema';

/**
 * Search keywords, newest first (spec §3 local storage "search history"). userId '' is the signed-out
 * device's history; a signed-in user's keywords are what the host keeps for the account (pulled) plus
 * what was searched on this device (written at once, so history works offline). searchedAt is the
 * host's time for pulled keywords and the device's for local ones.
 */
export const SearchHistoryDocSchema = SearchKeywordSchema.extend({
  id: z.string(),
  userId: z.string(),
  /** The host's time of the last change; 0 for a keyword only this device has. */
  updatedAt: z.number().int(),
});
export type SearchHistoryDoc = z.infer<typeof SearchHistoryDocSchema>;
export const searchHistoryRxSchema = toRxSchema(SearchHistoryDocSchema, { primaryKey: 'id', indexes: [['userId', 'searchedAt']] });
