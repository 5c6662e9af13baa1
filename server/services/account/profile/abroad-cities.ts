import type { AbroadCity } from '../../../../src/contract/account/profile';

/**
 * Hot abroad cities (spec §7 "hot abroad cities"; the list is ours, docs/decisions/006): where Chinese shoppers most
 * often buy overseas goods from. Codes are IATA city codes: they name the city, not one airport.
 */
export const HOT_ABROAD_CITIES: readonly AbroadCity[] = [
  { code: 'TYO', name: '东京', country: '日本' },
  { code: 'OSA', name: '大阪', country: '日本' },
  { code: 'SEL', name: '首尔', country: '韩国' },
  { code: 'SIN', name: '新加坡', country: '新加坡' },
  { code: 'BKK', name: '曼谷', country: '泰国' },
  { code: 'KUL', name: '吉隆坡', country: '马来西亚' },
  { code: 'SYD', name: '悉尼', country: '澳大利亚' },
  { code: 'LON', name: '伦敦', country: '英国' },
  { code: 'PAR', name: '巴黎', country: '法国' },
  { code: 'NYC', name: '纽约', country: '美国' },
  { code: 'LAX', name: '洛杉矶', country: '美国' },
  { code: 'YVR', name: '温哥华', country: '加拿大' },
];
