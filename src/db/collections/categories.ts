import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

/** The category tree flattened: one document per node, children found by classPid. */
export const CategoryDocSchema = z.object({
  id: z.string(),
  classPid: z.string(),
  classNames: z.string(),
  cover: z.string(),
  level: z.number().int(),
  position: z.number().int(),
});
export type CategoryDoc = z.infer<typeof CategoryDocSchema>;
export const categoryRxSchema = toRxSchema(CategoryDocSchema, { primaryKey: 'id', indexes: ['classPid', 'position'] });
