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

export function cacheKey(callName: string, params: object = {}): string {
  const sorted = Object.keys(params).sort().map((k) => [k, (params as Record<string, unknown>)[k]]);
  return `${callName}:${JSON.stringify(sorted)}`;
}
