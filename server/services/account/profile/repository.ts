import { and, eq, inArray } from 'drizzle-orm';
import type { ProfileUpdate } from '../../../../src/contract/account/profile';
import { formatRegionName } from '../../../../src/domain/format';
import { formatCoordinates, PAYEE_KINDS, PROFILE_MESSAGES as M, type PayeeKind } from '../../../../src/domain/profile';
import type { Db } from '../../../db/open';
import { payeeImages, regions, users } from '../../../db/schema';
import { badInput, notFound } from '../../../http/app-error';
import { ownsMediaImages } from '../../../media/media-repository';
import { findUserById, toUser } from '../users/users-repository';
import { HOT_ABROAD_CITIES } from './abroad-cities';

/** The region's line from the province down to it (spec §3 locationName), or a refusal for an unknown code. */
async function locationNameOf(db: Db, code: string): Promise<string> {
  const names: string[] = [];
  let next = code;
  for (let depth = 0; next !== '' && depth < 3; depth++) {
    const [row] = await db.select({ name: regions.name, parentCode: regions.parentCode }).from(regions).where(eq(regions.code, next));
    if (!row) throw badInput(M.locationInvalid);
    names.unshift(row.name);
    next = row.parentCode;
  }
  return formatRegionName(names);
}

function abroadNameOf(code: string): string {
  const city = HOT_ABROAD_CITIES.find((c) => c.code === code);
  if (!city) throw badInput(M.locationInvalid);
  return `${city.country} ${city.name}`;
}

/**
 * Writes the caller's own profile only (the user id comes from the token, never from the request). The avatar stays,
 * goes back to none (''), or becomes one of the caller's own finished uploads.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate & { gender: number }) {
  const current = await findUserById(db, userId);
  if (!current) throw notFound('用户');
  if (input.usersLogos !== current.logo && input.usersLogos !== '' && !(await ownsMediaImages(db, userId, [input.usersLogos]))) {
    throw badInput(M.avatarInvalid);
  }
  const locationId = input.locationId ?? '';
  let locationName: string | null = null;
  if (locationId !== '') locationName = await locationNameOf(db, locationId);
  else if (input.abroadCityCode !== undefined) locationName = abroadNameOf(input.abroadCityCode);
  else if (input.latitude !== undefined && input.longitude !== undefined) locationName = formatCoordinates(input.latitude, input.longitude);
  const [row] = await db.update(users).set({
    name: input.usersName, gender: input.gender, logo: input.usersLogos, locationId: locationId || null, locationName,
  }).where(eq(users.id, userId)).returning();
  return { ...toUser(row!), usersid: row!.id, usersno: row!.usersNo };
}

export async function payeeImagesOf(db: Db, userId: string) {
  const rows = await db.select().from(payeeImages).where(and(eq(payeeImages.userId, userId), inArray(payeeImages.kind, [...PAYEE_KINDS])));
  const url = (kind: PayeeKind) => rows.find((r) => r.kind === kind)?.imageUrl ?? '';
  return { wechat: url('wechat'), alipay: url('alipay'), updatedAt: Math.max(0, ...rows.map((r) => r.updatedAt)) };
}

export async function setPayeeImage(db: Db, userId: string, kind: PayeeKind, imageUrl: string, now: number) {
  if (imageUrl !== '' && !(await ownsMediaImages(db, userId, [imageUrl]))) throw badInput(M.payeeImageInvalid);
  if (imageUrl === '') {
    await db.delete(payeeImages).where(and(eq(payeeImages.userId, userId), eq(payeeImages.kind, kind)));
  } else {
    await db.insert(payeeImages).values({ userId, kind, imageUrl, updatedAt: now })
      .onConflictDoUpdate({ target: [payeeImages.userId, payeeImages.kind], set: { imageUrl, updatedAt: now } });
  }
  return payeeImagesOf(db, userId);
}
