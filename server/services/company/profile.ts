import { eq } from 'drizzle-orm';
import { companyEdit, companyInfo, type CompanyInfo } from '../../../src/contract/company/finance';
import { CODES } from '../../../src/contract/codes';
import type { Db } from '../../db/open';
import { companyProfiles } from '../../db/schema';
import { AppError, forbidden } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import { recordAdminAction } from './admin-log';

/** A platform company nobody has described yet reads as the product's name and empty contact fields. */
const DEFAULT_NAME = '星Q商城';

type Profile = typeof companyProfiles.$inferSelect;
const present = (p: Profile): CompanyInfo => ({
  companyId: p.id, name: p.name, contactName: p.contactName, contactPhone: p.contactPhone, address: p.address, updatedAt: p.updatedAt,
});
const fieldsOf = (p: CompanyInfo) => ({ name: p.name, contactName: p.contactName, contactPhone: p.contactPhone, address: p.address });

function companyIdOf(platCompanyId: string | null): string {
  if (!platCompanyId) throw forbidden('仅平台管理员可以操作');
  return platCompanyId;
}

export async function readCompany(db: Db, companyId: string): Promise<CompanyInfo> {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, companyId));
  return row ? present(row) : { companyId, name: DEFAULT_NAME, contactName: '', contactPhone: '', address: '', updatedAt: 0 };
}

type Edit = Omit<CompanyInfo, 'companyId' | 'updatedAt'> & { baseUpdatedAt: number };

/**
 * Saved only over the version the administrator edited (a guarded update on updated_at): two administrators saving
 * at once cannot overwrite each other unseen; the second is told to reload.
 */
export async function editCompany(db: Db, adminUserId: string, companyId: string, input: Edit, now: number): Promise<CompanyInfo> {
  await db.insert(companyProfiles).values({ id: companyId, name: DEFAULT_NAME, updatedAt: 0 }).onConflictDoNothing();
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.id, companyId)).for('update');
  if (row!.updatedAt !== input.baseUpdatedAt) throw new AppError(CODES.conflict, '公司信息已被其他管理员修改，请刷新后重新编辑');
  const { baseUpdatedAt: _base, ...fields } = input;
  const [saved] = await db.update(companyProfiles).set({ ...fields, updatedAt: Math.max(now, row!.updatedAt + 1) })
    .where(eq(companyProfiles.id, companyId)).returning();
  const after = present(saved!);
  await recordAdminAction(db, adminUserId, {
    targetKind: 'company', targetId: companyId, action: 'edit', before: fieldsOf(present(row!)), after: fieldsOf(after),
  }, now);
  return after;
}

export const companyProfileBindings: Binding[] = [
  bind(companyInfo, async ({ auth, db }) => readCompany(db, companyIdOf(auth.platCompanyId))),
  bind(companyEdit, async ({ input, auth, db, deps }) => editCompany(db, auth.userId!, companyIdOf(auth.platCompanyId), input, deps.now())),
];
