import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import type { Theme } from '../../../../src/contract/shop/themes';
import type { Db } from '../../../db/open';
import { goods, themes } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';
import type { Owner } from '../goods/edit';

type ThemeRow = typeof themes.$inferSelect;

const present = (row: ThemeRow): Theme => ({
  themeId: row.id, shopId: row.shopId, name: row.name, cover: row.cover, detailImgs: row.detailImgs,
  description: row.description, goodsIds: row.goodsIds, updatedAt: row.updatedAt,
});

/** Every goods named is this shop's; another shop's goods is not found (its existence is not told). */
export async function assertShopGoods(db: Db, shopId: string, goodsIds: string[]): Promise<Map<string, typeof goods.$inferSelect>> {
  const unique = [...new Set(goodsIds)];
  const rows = unique.length ? await db.select().from(goods).where(and(inArray(goods.id, unique), eq(goods.shopId, shopId))) : [];
  if (rows.length !== unique.length) throw notFound('商品');
  return new Map(rows.map((r) => [r.id, r]));
}

export interface ThemeInput {
  themeId: string;
  name: string;
  cover: string;
  detailImgs: string[];
  description: string;
  goodsIds: string[];
}

/** Created once by the draft's id: a replay with another key answers the same theme, another shop's id is a conflict. */
export async function addTheme(db: Db, owner: Owner, input: ThemeInput, now: number): Promise<Theme> {
  await assertOwnUploads(db, owner.userId, [input.cover, ...input.detailImgs]);
  await assertShopGoods(db, owner.shopId, input.goodsIds);
  const [created] = await db.insert(themes).values({
    id: input.themeId, shopId: owner.shopId, name: input.name, cover: input.cover, detailImgs: input.detailImgs,
    description: input.description, goodsIds: input.goodsIds, createdAt: now, updatedAt: now,
  }).onConflictDoNothing().returning();
  if (created) return present(created);
  const [existing] = await db.select().from(themes).where(eq(themes.id, input.themeId));
  if (!existing || existing.shopId !== owner.shopId) throw new AppError(CODES.conflict, '主题编号已被使用，请重新创建');
  return present(existing);
}

export async function updateTheme(
  db: Db, owner: Owner, input: { themeId: string; baseUpdatedAt: number; changes: Partial<Omit<ThemeInput, 'themeId'>> }, now: number,
): Promise<Theme> {
  const { cover, detailImgs, goodsIds, ...plain } = input.changes;
  await assertOwnUploads(db, owner.userId, [...(cover ? [cover] : []), ...(detailImgs ?? [])]);
  if (goodsIds) await assertShopGoods(db, owner.shopId, goodsIds);
  const [updated] = await db.update(themes).set({
    ...plain, ...(cover ? { cover } : {}), ...(detailImgs ? { detailImgs } : {}), ...(goodsIds ? { goodsIds } : {}),
    updatedAt: sql`greatest(${themes.updatedAt} + 1, ${now})`,
  }).where(and(eq(themes.id, input.themeId), eq(themes.shopId, owner.shopId), eq(themes.updatedAt, input.baseUpdatedAt))).returning();
  if (updated) return present(updated);
  const [existing] = await db.select({ id: themes.id }).from(themes).where(and(eq(themes.id, input.themeId), eq(themes.shopId, owner.shopId)));
  if (!existing) throw notFound('主题');
  throw new AppError(CODES.goodsChanged, '主题已在其他设备上修改，请刷新后再改');
}

export async function listThemes(db: Db, shopId: string, pageNum: number, pageSize: number) {
  const rows = await db.select().from(themes).where(eq(themes.shopId, shopId))
    .orderBy(desc(themes.updatedAt), desc(themes.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(themes).where(eq(themes.shopId, shopId)) as [{ total: number }];
  return { list: rows.map(present), total };
}
