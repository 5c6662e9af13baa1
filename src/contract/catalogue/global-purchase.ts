// goods host: global purchase browsing (spec §2 global-purchase, §7 getglobalpageinfo, getGlobalHotGoodsList, getGlobalTopGoodsList).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { GoodsSchema } from '../entities/goods';
import { pageOf } from '../fields';
import { idField, pageFields, wholeNumber } from '../fields';
import { DAZHOU_CODES } from '../../domain/continents';

const dazhouCode = z.enum(DAZHOU_CODES, { error: '大洲编码不正确' });
const countryCode = z.string({ error: '国家编码不正确' }).trim().regex(/^[A-Z]{2}$/, '国家编码不正确');

export const CountrySchema = z.object({ country: z.string(), countryCode: z.string(), goodsCount: z.number().int() });
export const ContinentSchema = z.object({
  dazhouCode: z.enum(DAZHOU_CODES),
  name: z.string(),
  goodsCount: z.number().int(),
  countries: z.array(CountrySchema),
});

/** Continents with their countries, each with how many global goods are on shelf. */
export const globalPageInfo = defineCall({
  name: 'goods.globalPageInfo',
  host: 'goods',
  method: 'GET',
  path: '/api/homepagemanage/getglobalpageinfo',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({}),
  response: z.object({ continents: z.array(ContinentSchema), total: z.number().int() }),
});

/** Global goods by sales, narrowed by continent, country or category (class and its descendants). */
export const globalHotGoods = defineCall({
  name: 'goods.globalHotGoods',
  host: 'goods',
  method: 'GET',
  path: '/api/goodsClassManage/getGlobalHotGoodsList',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({
    ...pageFields,
    dazhouCode: dazhouCode.optional(),
    countryCode: countryCode.optional(),
    classId: idField('分类编号').optional(),
  }),
  response: pageOf(GoodsSchema),
});

export const GLOBAL_TOP_MAX = 30;

/** The best sellers of global purchase (tip_good). */
export const globalTopGoods = defineCall({
  name: 'goods.globalTopGoods',
  host: 'goods',
  method: 'GET',
  path: '/api/GoodsManageController/getGlobalTopGoodsList',
  encoding: 'query',
  role: 'visitor',
  mutating: false,
  request: z.object({
    limit: wholeNumber('条数必须是数字', '条数必须是整数').pipe(z.number().min(1, '条数至少为1')
      .max(GLOBAL_TOP_MAX, `条数不能超过${GLOBAL_TOP_MAX}`)).default(10),
  }),
  response: z.object({ list: z.array(GoodsSchema) }),
});
