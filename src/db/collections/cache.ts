import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

/** The last answer of calls without a typed collection, keyed by call name and parameters. */
export const CacheDocSchema = z.object({
  key: z.string(),
  json: z.string(),
  updatedAt: z.number().int(),
});
export type CacheDoc = z.infer<typeof CacheDocSchema>;
export const cacheRxSchema = toRxSchema(CacheDocSchema, { primaryKey: 'key' });

/** Kept where the page can build it without the store's schemas (domain/cache-key.ts). */
export { cacheKey } from '../../domain/cache-key';
