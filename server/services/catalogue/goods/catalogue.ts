import { and, asc, eq, ne } from 'drizzle-orm';
import type { CategoryNode } from '../../../../src/contract/entities/category';
import { ageList, childClass, classGoodsList, firstClass, locationList, oneLevelClasses } from '../../../../src/contract/catalogue/goods-list';
import type { Db } from '../../../db/open';
import { goods, goodsClasses, shops } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { findGoodsPage } from './goods-query-repository';

type ClassRow = typeof goodsClasses.$inferSelect;

function toNode(row: ClassRow, classList: CategoryNode[] = []): CategoryNode {
  return { id: row.id, classPid: row.pid, classNames: row.name, cover: row.cover, level: row.level, classList };
}

async function allClasses(db: Db): Promise<ClassRow[]> {
  return db.select().from(goodsClasses).orderBy(asc(goodsClasses.level), asc(goodsClasses.sort));
}

/** Children of a class, each carrying its children down to `depth` more levels. */
function childrenOf(rows: readonly ClassRow[], pid: string, depth: number): CategoryNode[] {
  return rows.filter((r) => r.pid === pid).map((r) => toNode(r, depth > 0 ? childrenOf(rows, r.id, depth - 1) : []));
}

function requireClass(classId: string, rows: readonly ClassRow[]): void {
  if (!rows.some((r) => r.id === classId)) throw notFound('分类');
}

/** Province names from a shop's full location name (广东省深圳市南山区 → 广东省). */
function provinceName(locationName: string): string {
  return /^(.+?(?:省|自治区|特别行政区|市))/.exec(locationName)?.[1] ?? locationName;
}

export const catalogueBindings: Binding[] = [
  bind(oneLevelClasses, async ({ db }) => (await allClasses(db)).filter((r) => r.level === 1).map((r) => toNode(r))),

  bind(firstClass, async ({ input, db }) => {
    const rows = await allClasses(db);
    requireClass(input.classId, rows);
    return childrenOf(rows, input.classId, 5);
  }),

  bind(childClass, async ({ input, db }) => {
    const rows = await allClasses(db);
    requireClass(input.classId, rows);
    return childrenOf(rows, input.classId, 1);
  }),

  bind(classGoodsList, async ({ input, db }) => findGoodsPage(db, input, input)),

  bind(ageList, async ({ db }) => {
    const rows = await db.selectDistinct({ age: goods.age }).from(goods).where(and(eq(goods.onShelf, true), ne(goods.age, ''))).orderBy(asc(goods.age));
    return rows.map((r) => r.age);
  }),

  bind(locationList, async ({ db }) => {
    const rows = await db.select({ id: shops.id, location1: shops.location1, locationName: shops.locationName, isZfm: shops.isZfm })
      .from(shops).where(eq(shops.banned, false)).orderBy(asc(shops.location1), asc(shops.id));
    const byProvince = new Map<string, { locationId: string; locationName: string; shopIds: string[] }>();
    for (const row of rows) {
      if (!row.location1) continue;
      const entry = byProvince.get(row.location1) ?? { locationId: row.location1, locationName: provinceName(row.locationName), shopIds: [] };
      entry.shopIds.push(row.id);
      byProvince.set(row.location1, entry);
    }
    return { locations: [...byProvince.values()], ownShopIds: rows.filter((r) => r.isZfm === 1).map((r) => r.id) };
  }),
];
