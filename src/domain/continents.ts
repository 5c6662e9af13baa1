/**
 * spec §2 global-purchase six-continents and country-region (optional
 * dazhouCode): the continent codes global goods carry as extra.dazhouCode.
 * Six inhabited continents as the screen's name says (Antarctica has no goods).
 */
export const CONTINENTS = [
  { dazhouCode: 'AS', name: '亚洲' },
  { dazhouCode: 'EU', name: '欧洲' },
  { dazhouCode: 'NA', name: '北美洲' },
  { dazhouCode: 'SA', name: '南美洲' },
  { dazhouCode: 'AF', name: '非洲' },
  { dazhouCode: 'OC', name: '大洋洲' },
] as const;

export type DazhouCode = (typeof CONTINENTS)[number]['dazhouCode'];

export const DAZHOU_CODES = CONTINENTS.map((c) => c.dazhouCode) as [DazhouCode, ...DazhouCode[]];

export function continentName(code: string): string {
  return CONTINENTS.find((c) => c.dazhouCode === code)?.name ?? '';
}
