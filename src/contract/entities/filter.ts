import { z } from 'zod';

/** spec §3 Goods filter result, as the filter popup emits it and list calls take it. */
export const GoodsFilterSchema = z.object({
  ownGoods: z.string().default(''),
  age: z.string().default(''),
  locationId: z.string().default(''),
  classId: z.string().default(''),
  className: z.string().default(''),
  startPrice: z.string().default(''),
  endPrice: z.string().default(''),
  otherSort: z.enum(['', '00', '01', '02']).default(''),
  priceSort: z.enum(['', '00', '01']).default(''),
});
export type GoodsFilter = z.infer<typeof GoodsFilterSchema>;
