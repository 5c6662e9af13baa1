import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Address } from '../../../src/contract/entities/address';
import { CODES } from '../../../src/contract/codes';
import { CHECKOUT_MESSAGES as M } from '../../../src/domain/messages';
import type { Db } from '../../db/open';
import { addresses, regions } from '../../db/schema';
import { AppError, badInput, notFound } from '../../http/app-error';
import { formatRegionName } from '../../../src/domain/format';

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

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), asc(addresses.id));
  return rows.map(toAddress);
}

export async function findAddress(db: Db, userId: string, addressId: string) {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/** The district must sit in the city, and the city in the province; the name is built from the codes. */
async function regionNameFor(db: Db, input: AddressInput): Promise<string> {
  const codes = [input.provinceCode, input.cityCode, input.districtCode];
  const rows = await db.select().from(regions).where(inArray(regions.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const [province, city, district] = codes.map((c) => byCode.get(c));
  if (!province || province.level !== 1 || !city || city.parentCode !== province.code || !district || district.parentCode !== city.code) {
    throw badInput(M.regionInvalid);
  }
  return formatRegionName([province.name, city.name, district.name]);
}

async function makeOnlyDefault(db: Db, userId: string, addressId: string): Promise<void> {
  await db.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)));
}

export async function addAddress(db: Db, userId: string, input: AddressInput, now: number): Promise<void> {
  const regionName = await regionNameFor(db, input);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId)) as [{ count: number }];
  if (count >= MAX_ADDRESSES) throw badInput(`收货地址最多${MAX_ADDRESSES}个`);
  const isDefault = input.isDefault || count === 0;
  const inserted = await db.insert(addresses).values({ ...input, id: input.addressId, userId, regionName, isDefault, createdAt: now, updatedAt: now })
    .onConflictDoNothing().returning({ id: addresses.id });
  if (inserted.length === 0) throw new AppError(CODES.conflict, '地址编号已存在');
  if (isDefault) await makeOnlyDefault(db, userId, input.addressId);
}

export async function updateAddress(db: Db, userId: string, input: AddressInput, now: number): Promise<void> {
  const existing = await findAddress(db, userId, input.addressId);
  if (!existing) throw notFound('收货地址');
  const regionName = await regionNameFor(db, input);
  const isDefault = input.isDefault || existing.isDefault;
  const { addressId: _id, ...fields } = input;
  await db.update(addresses).set({ ...fields, regionName, isDefault, updatedAt: now }).where(and(eq(addresses.userId, userId), eq(addresses.id, existing.id)));
  if (isDefault) await makeOnlyDefault(db, userId, existing.id);
}

export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  const existing = await findAddress(db, userId, addressId);
  if (!existing) throw notFound('收货地址');
  await db.delete(addresses).where(and(eq(addresses.userId, userId), eq(addresses.id, existing.id)));
  if (!existing.isDefault) return;
  const [next] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.updatedAt)).limit(1);
  if (next) await db.update(addresses).set({ isDefault: true }).where(and(eq(addresses.userId, userId), eq(addresses.id, next.id)));
}

export async function listRegions(db: Db, parentCode: string | undefined) {
  return db.select({ code: regions.code, name: regions.name, level: regions.level }).from(regions)
    .where(eq(regions.parentCode, parentCode ?? '')).orderBy(asc(regions.code));
}
