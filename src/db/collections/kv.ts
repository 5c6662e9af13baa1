import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

/** Small device state: client id, sequence counter, pull checkpoints. */
export const KvDocSchema = z.object({ key: z.string(), value: z.string() });
export type KvDoc = z.infer<typeof KvDocSchema>;
export const kvRxSchema = toRxSchema(KvDocSchema, { primaryKey: 'key' });
