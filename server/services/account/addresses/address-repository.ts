import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Address } from '../../../../src/contract/entities/address';
import type { PullCheckpoint, PulledAddress } from '../../../../src/contract/platform/pull';
import { CODES } from '../../../../src/contract/codes';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import type { Db } from '../../../db/open';
import { addresses, regions } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { formatRegionName } from '../../../../src/domain/format';
import { afterCheckpoint } from '../../platform/sync/pull-page';

const MAX_ADDRESSES = 20;

export interface AddressInput {
  addressId: string;
  name: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  detail: string;
  isDefault: boolean;
}

export function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    addressId: row.id, name: row.name, phone: row.phone, provinceCode: row.provinceCode, cityCode: row.cityCode,
    districtCode: row.districtCode, regionName: row.regionName, detail: row.detail, isDefault: row.isDefault,
  };
}

/** The user's addresses that are not deleted (a deleted one stays as a tombstone for the pull). */
const liveOf = (userId: string) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(liveOf(userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), asc(addresses.id));
  return rows.map(toAddress);
}

export async function findAddress(db: Db, userId: string, addressId: string) {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), liveOf(userId)));
  return row;
}

/** The user's addresses changed after the checkpoint, tombstones included (docs/decisions/003). */
export async function pullAddressPage(db: Db, userId: string, checkpoint: PullCheckpoint, limit: number): Promise<PulledAddress[]> {
  const rows = await db.select().from(addresses)
    .where(and(eq(addresses.userId, userId), afterCheckpoint(addresses.updatedAt, addresses.id, checkpoint)))
    .orderBy(asc(addresses.updatedAt), asc(addresses.id)).limit(limit);
  return rows.map((row) => ({ ...toAddress(row), updatedAt: row.updatedAt, deleted: row.deletedAt !== null }));
}

/** The district must sit in the city, and the city in the province; the name is built from the codes. */
export async function regionNameFor(db: Db, input: Pick<AddressInput, 'provinceCode' | 'cityCode' | 'districtCode'>): Promise<string> {
  const codes = [input.provinceCode, input.cityCode, input.districtCode];
  const rows = await db.select().from(regions).where(inArray(regions.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const [province, city, district] = codes.map((c) => byCode.get(c));
  // A leaf (台湾省, 东莞市 and the like: no lower level in the national list) stands for the levels below it too.
  const parents = new Set((await db.select({ parentCode: regions.parentCode }).from(regions).where(inArray(regions.parentCode, codes))).map((r) => r.parentCode));
  const under = (child: typeof province, parent: typeof province) =>
    Boolean(child && parent && (child.parentCode === parent.code || (child.code === parent.code && !parents.has(parent.code))));
  if (!province || province.level !== 1 || !under(city, province) || !under(district, city)) {
    throw badInput(M.regionInvalid);
  }
  return formatRegionName([province.name, city!.name, district!.name]);
}

/** Every row it changes gets a new updated_at, so the pull carries the lost default too. */
async function makeOnlyDefault(db: Db, userId: string, addressId: string, now: number): Promise<void> {
  await db.update(addresses).set({ isDefault: false, updatedAt: now })
    .where(and(liveOf(userId), ne(addresses.id, addressId), eq(addresses.isDefault, true)));
}

export async function addAddress(db: Db, userId: string, input: AddressInput, now: number): Promise<void> {
  const regionName = await regionNameFor(db, input);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(addresses).where(liveOf(userId)) as [{ count: number }];
  if (count >= MAX_ADDRESSES) throw badInput(`收货地址最多${MAX_ADDRESSES}个`);
  const isDefault = input.isDefault || count === 0;
  const inserted = await db.insert(addresses).values({ ...input, id: input.addressId, userId, regionName, isDefault, createdAt: now, updatedAt: now })
    .onConflictDoNothing().returning({ id: addresses.id });
  if (inserted.length === 0) throw new AppError(CODES.conflict, '地址编号已存在');
  if (isDefault) await makeOnlyDefault(db, userId, input.addressId, now);
}

export async function updateAddress(db: Db, userId: string, input: AddressInput, now: number): Promise<void> {
  const existing = await findAddress(db, userId, input.addressId);
  if (!existing) throw notFound('收货地址');
  const regionName = await regionNameFor(db, input);
  const isDefault = input.isDefault || existing.isDefault;
  const { addressId: _id, ...fields } = input;
  await db.update(addresses).set({ ...fields, regionName, isDefault, updatedAt: now }).where(and(eq(addresses.userId, userId), eq(addresses.id, existing.id)));
  if (isDefault) await makeOnlyDefault(db, userId, existing.id, now);
}

/** A soft delete: the row becomes a tombstone the device's pull removes its copy by. */
export async function deleteAddress(db: Db, userId: string, addressId: string, now: number): Promise<void> {
  const existing = await findAddress(db, userId, addressId);
  if (!existing) throw notFound('收货地址');
  await db.update(addresses).set({ deletedAt: now, updatedAt: now, isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.id, existing.id)));
  if (!existing.isDefault) return;
  const [next] = await db.select({ id: addresses.id }).from(addresses).where(liveOf(userId))
    .orderBy(desc(addresses.updatedAt), asc(addresses.id)).limit(1);
  if (next) await db.update(addresses).set({ isDefault: true, updatedAt: now }).where(and(eq(addresses.userId, userId), eq(addresses.id, next.id)));
}

export async function listRegions(db: Db, parentCode: string | undefined) {
  return db.select({ code: regions.code, name: regions.name, level: regions.level }).from(regions)
    .where(eq(regions.parentCode, parentCode ?? '')).orderBy(asc(regions.code));
}
