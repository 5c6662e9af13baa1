import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import type { ShopApplication } from '../../../../src/contract/shop/apply';
import type { Db } from '../../../db/open';
import { goodsClasses, shopApplications, shops, users } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { regionNameFor } from '../../account/addresses/address-repository';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';
import { newId } from '../../orders/order/ids';
import { realNameOf } from '../../wallet/withdraw/real-name';

type Row = typeof shopApplications.$inferSelect;
type ApplicationInput = Omit<Row, 'id' | 'userId' | 'regionName' | 'status' | 'reason' | 'shopId' | 'decidedBy' | 'createdAt' | 'decidedAt' | 'updatedAt'>;

export function presentApplication(row: Row): ShopApplication {
  return {
    applicationId: row.id, enterType: row.enterType as ShopApplication['enterType'], shopName: row.shopName, logo: row.logo, classId: row.classId,
    contactName: row.contactName, contactPhone: row.contactPhone, provinceCode: row.provinceCode, cityCode: row.cityCode, districtCode: row.districtCode, regionName: row.regionName, address: row.address, licenceImages: row.licenceImages,
    status: row.status as ShopApplication['status'], reason: row.reason, shopId: row.shopId, createdAt: row.createdAt, decidedAt: row.decidedAt,
  };
}

export async function latestApplication(db: Db, userId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(shopApplications).where(eq(shopApplications.userId, userId)).orderBy(desc(shopApplications.createdAt)).limit(1);
  return row;
}

/**
 * An application needs real-name authentication (user_info_auth), no shop of one's own, no other open application
 * (a partial unique index makes two at once impossible), a top-level category and a real region.
 */
export async function applyForShop(db: Db, userId: string, input: ApplicationInput, now: number): Promise<ShopApplication> {
  if (!(await realNameOf(db, userId))) throw new AppError(CODES.realNameRequired, '开店前请先完成实名认证');
  const [user] = await db.select({ shopId: users.shopId }).from(users).where(eq(users.id, userId));
  if (user?.shopId) throw new AppError(CODES.conflict, '您已拥有店铺，无需重复申请');
  const [category] = await db.select({ id: goodsClasses.id }).from(goodsClasses).where(and(eq(goodsClasses.id, input.classId), eq(goodsClasses.level, 1)));
  if (!category) throw badInput('请选择主营类目');
  await assertOwnUploads(db, userId, [input.logo, ...input.licenceImages]);
  const regionName = await regionNameFor(db, input);
  const [row] = await db.insert(shopApplications).values({
    ...input, id: newId('A', now), userId, regionName, status: 'PENDING', createdAt: now, updatedAt: now,
  }).onConflictDoNothing().returning();
  if (!row) throw new AppError(CODES.conflict, '您的开店申请正在审核中，请耐心等待');
  return presentApplication(row);
}

async function decide(db: Db, applicationId: string, set: Partial<Row>, now: number): Promise<Row> {
  const [row] = await db.update(shopApplications).set({ ...set, decidedAt: now, updatedAt: now })
    .where(and(eq(shopApplications.id, applicationId), eq(shopApplications.status, 'PENDING'))).returning();
  if (row) return row;
  const [exists] = await db.select({ id: shopApplications.id }).from(shopApplications).where(eq(shopApplications.id, applicationId));
  if (!exists) throw notFound('开店申请');
  throw new AppError(CODES.conflict, '该开店申请已审核');
}

/** SP and the next of a short sequence (SP20001), as a shop owner reads and tells it (migration 0044). */
async function nextShopNo(db: Db): Promise<string> {
  const result = (await db.execute(sql`select nextval('shop_no_seq')::int as n`)) as unknown as { rows: { n: number }[] };
  return `SP${result.rows[0]!.n}`;
}

/** Approval creates the shop and makes the applicant its owner, in one transaction, once. */
export async function approveApplication(db: Db, applicationId: string, adminId: string, now: number): Promise<ShopApplication> {
  const shopId = newId('S', now);
  const row = await decide(db, applicationId, { status: 'APPROVED', shopId, decidedBy: adminId }, now);
  await db.insert(shops).values({
    id: shopId, shopNo: await nextShopNo(db), name: row.shopName, logo: row.logo, fans: 0,
    location1: row.provinceCode, location2: row.cityCode, location3: row.districtCode, locationName: row.regionName,
    address: row.address, phone: row.contactPhone, ownerUserId: row.userId, updatedAt: now,
  });
  const owner = await db.update(users).set({ shopId }).where(and(eq(users.id, row.userId), isNull(users.shopId))).returning({ id: users.id });
  if (owner.length === 0) throw new AppError(CODES.conflict, '申请人已拥有店铺');
  return presentApplication(row);
}

export async function refuseApplication(db: Db, applicationId: string, adminId: string, reason: string, now: number): Promise<ShopApplication> {
  return presentApplication(await decide(db, applicationId, { status: 'REFUSED', reason, decidedBy: adminId }, now));
}

export async function applicationWithApplicant(db: Db, applicationId: string) {
  const [row] = await db.select({ application: shopApplications, phone: users.phone, name: users.name }).from(shopApplications)
    .innerJoin(users, eq(users.id, shopApplications.userId)).where(eq(shopApplications.id, applicationId));
  if (!row) throw notFound('开店申请');
  return row;
}

export async function applicationPage(db: Db, page: { pageNum: number; pageSize: number; status: string }) {
  const where = page.status ? eq(shopApplications.status, page.status) : sql`true`;
  const rows = await db.select({ application: shopApplications, phone: users.phone, name: users.name }).from(shopApplications)
    .innerJoin(users, eq(users.id, shopApplications.userId)).where(where)
    .orderBy(desc(shopApplications.createdAt), desc(shopApplications.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(shopApplications).where(where);
  return { rows, total: total?.n ?? 0 };
}
