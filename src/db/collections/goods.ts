import { GoodsSchema, type Goods } from '../../contract/entities/goods';
import { toRxSchema } from '../rx-schema';

/** Every goods card the user has seen or pulled; host wins for price and stock. */
export type GoodsDoc = Goods;
export const goodsRxSchema = toRxSchema(GoodsSchema, {
  primaryKey: 'goodsId',
  indexes: ['updatedAt', 'sales', ['goodsKind', 'sales'], ['goodsClassId', 'goodsSalePrice'], 'goodsSalePrice'],
});
