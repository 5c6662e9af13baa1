import { and, asc, desc, eq } from 'drizzle-orm';
import type { Agreement } from '../../../../src/contract/service/info';
import type { AgreementCode } from '../../../../src/domain/info-pages';
import { RELEASE_NOTES, compareVersions, notesSince } from '../../../../src/domain/release-notes';
import type { Db } from '../../../db/open';
import { agreements, codeTables, serverParams } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

const summary = {
  id: agreements.id, code: agreements.code, title: agreements.title, version: agreements.version, publishedAt: agreements.publishedAt,
};

/** The current (highest) version of each agreement, in code order. */
export async function currentAgreements(db: Db) {
  const rows = await db.select(summary).from(agreements).orderBy(asc(agreements.code), desc(agreements.version));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.code) && seen.add(r.code)) as Omit<Agreement, 'paragraphs'>[];
}

export async function oneAgreement(db: Db, code: AgreementCode, version: number): Promise<Agreement> {
  const where = version > 0 ? and(eq(agreements.code, code), eq(agreements.version, version)) : eq(agreements.code, code);
  const [row] = await db.select({ ...summary, paragraphs: agreements.paragraphs }).from(agreements).where(where)
    .orderBy(desc(agreements.version)).limit(1);
  if (!row) throw notFound('协议');
  return row as Agreement;
}

export async function publicParams(db: Db) {
  return db.select({ code: serverParams.code, name: serverParams.name, value: serverParams.value }).from(serverParams)
    .orderBy(asc(serverParams.sort), asc(serverParams.code));
}

/** A code table's rows; search parameters are kept the same way under `search_<kind>`. */
export async function codeTable<T>(db: Db, code: string): Promise<{ code: string; name: string; items: T }> {
  const [row] = await db.select().from(codeTables).where(eq(codeTables.code, code));
  if (!row) throw notFound('代码');
  return { code: row.code, name: row.name, items: row.items as T };
}

/** The host answers the notes built with it: a client of an older build learns what the new version brings. */
export function upgradeCheck(version: string) {
  const latest = RELEASE_NOTES[0]!.version;
  return { latest, hasUpdate: compareVersions(latest, version) > 0, notes: notesSince(version) };
}
