import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { Evidence, EvidenceKind } from '../../../../src/contract/catalogue/evidence';
import type { Db } from '../../../db/open';
import { goods, goodsEvidence } from '../../../db/schema';
import { AppError, notFound } from '../../../http/app-error';
import { CODES } from '../../../../src/contract/codes';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';
import { presentShopGoodsPage } from '../../shop/goods/repository';

type EvidenceRow = typeof goodsEvidence.$inferSelect;
const DAY_MS = 86_400_000;

function presentEvidence(row: EvidenceRow): Evidence {
  return {
    evidenceId: row.id, goodsId: row.goodsId, title: row.title, kind: row.kind as EvidenceKind, issuer: row.issuer, issuedOn: row.issuedOn,
    description: row.description, imgs: row.imgs, createdAt: row.createdAt,
  };
}

export type NewEvidence = Omit<Evidence, 'createdAt'>;

/** Evidence of the shop's own goods only; the same id again answers the evidence it made (a replay after a lost answer). */
export async function addEvidence(db: Db, owner: { userId: string; shopId: string }, input: NewEvidence, now: number): Promise<Evidence> {
  const [existing] = await db.select().from(goodsEvidence).where(eq(goodsEvidence.id, input.evidenceId));
  if (existing) {
    if (existing.shopId !== owner.shopId) throw new AppError(CODES.conflict, '存证编号已被占用，请重新提交');
    return presentEvidence(existing);
  }
  const [own] = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.id, input.goodsId), eq(goods.shopId, owner.shopId)));
  if (!own) throw notFound('商品');
  await assertOwnUploads(db, owner.userId, input.imgs);
  const { evidenceId, ...fields } = input;
  const [row] = await db.insert(goodsEvidence).values({ ...fields, id: evidenceId, shopId: owner.shopId, userId: owner.userId, createdAt: now })
    .onConflictDoNothing().returning();
  if (!row) throw new AppError(CODES.conflict, '存证编号已被占用，请重新提交');
  return presentEvidence(row);
}

export async function evidenceOfGoods(db: Db, goodsId: string) {
  const [row] = await db.select({ goodsId: goods.id, name: goods.name, img: goods.img, shopId: goods.shopId }).from(goods).where(eq(goods.id, goodsId));
  if (!row) throw notFound('商品');
  const rows = await db.select().from(goodsEvidence).where(eq(goodsEvidence.goodsId, goodsId))
    .orderBy(desc(goodsEvidence.createdAt), asc(goodsEvidence.id));
  return { goods: row, list: rows.map(presentEvidence) };
}

/** getAllAndNewList: the shop's goods and those changed within `newDays`, each newest first. */
export async function allAndNewGoods(db: Db, shopId: string, request: { newDays: number; pageSize: number }, now: number) {
  const mine = eq(goods.shopId, shopId);
  const recent = and(mine, gte(goods.updatedAt, now - request.newDays * DAY_MS));
  const page = (where: typeof mine | undefined) =>
    db.select().from(goods).where(where).orderBy(desc(goods.updatedAt), asc(goods.id)).limit(request.pageSize);
  const [[all], [fresh], list, newList] = await Promise.all([
    db.select({ n: count() }).from(goods).where(mine),
    db.select({ n: count() }).from(goods).where(recent),
    page(mine),
    page(recent),
  ]);
  return {
    total: all?.n ?? 0, newTotal: fresh?.n ?? 0, newDays: request.newDays,
    list: await presentShopGoodsPage(db, list), newList: await presentShopGoodsPage(db, newList),
  };
}
