import { z } from 'zod';
import { GoodsSchema, type Goods } from '../../contract/entities/goods';
import { toRxSchema } from '../rx-schema';

/**
 * A goods card the device holds: what the user's screens read, not the catalogue (docs/decisions/003, the working set).
 * Host wins for price and stock. `usedAt` is when a screen last brought it: the least recently used go first when the
 * store passes its budget (src/sync/working-set.ts).
 */
export const GoodsDocSchema = GoodsSchema.extend({ usedAt: z.number().int() });
export type GoodsDoc = z.infer<typeof GoodsDocSchema>;
export const goodsRxSchema = toRxSchema(GoodsDocSchema, {
  primaryKey: 'goodsId',
  version: 3,
  indexes: ['updatedAt', 'sales', ['goodsKind', 'sales'], ['goodsClassId', 'goodsSalePrice'], 'goodsSalePrice', 'usedAt'],
});

/** Version 1 added `usedAt`: cards kept before (a whole catalogue, once) count as the oldest, so the trim takes them first. */
export const goodsMigrationStrategies = {
  1: (old: Goods): GoodsDoc => ({ ...old, usedAt: 0 }),
  /** Version 2 added the optional `maxPrice` (¥39起, issue 31): a card kept before shows one price until read again. */
  2: (old: GoodsDoc): GoodsDoc => old,
  /** Version 3 added the optional `points` of an integral goods: a card kept before shows its price until read again. */
  3: (old: GoodsDoc): GoodsDoc => old,
};

/** Cards as a screen brought them now. */
export const goodsUsedAt = (goods: Goods[], now: number): GoodsDoc[] => goods.map((card) => ({ ...card, usedAt: now }));
