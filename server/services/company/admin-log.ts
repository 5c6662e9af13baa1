import { and, desc, eq } from 'drizzle-orm';
import { companyAdminActions, type AdminAction } from '../../../src/contract/company/log';
import type { AdminTargetKind } from '../../../src/domain/admin-actions';
import type { Db } from '../../db/open';
import { adminActions, users } from '../../db/schema';
import { bind, type Binding } from '../../http/bind-call';
import { listTotal } from '../catalogue/goods/list-total';

export interface AdminActionInput {
  targetKind: AdminTargetKind;
  targetId: string;
  action: string;
  reason?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records one administrator action; call it inside the action's transaction so the log and the change land together. */
export async function recordAdminAction(db: Db, adminUserId: string, input: AdminActionInput, now: number): Promise<void> {
  await db.insert(adminActions).values({
    adminUserId, targetKind: input.targetKind, targetId: input.targetId, action: input.action, reason: input.reason ?? '',
    before: input.before ?? null, after: input.after ?? null, createdAt: now,
  });
}

/** Actions newest first: of one target, of one kind of target, or all ('' for either filter). */
export async function listAdminActions(db: Db, targetKind: AdminTargetKind | '', targetId: string, pageNum: number, pageSize: number) {
  const where = and(targetKind ? eq(adminActions.targetKind, targetKind) : undefined, targetId ? eq(adminActions.targetId, targetId) : undefined);
  const rows = await db.select({ a: adminActions, adminName: users.name }).from(adminActions)
    .innerJoin(users, eq(users.id, adminActions.adminUserId)).where(where)
    .orderBy(desc(adminActions.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  // The whole log grows with the platform's life: its total is counted to a bound, then estimated.
  const total = await listTotal(db, () => db.select({ id: adminActions.id }).from(adminActions).where(where).$dynamic());
  const list: AdminAction[] = rows.map(({ a, adminName }) => ({
    id: a.id, adminUserId: a.adminUserId, adminName, targetKind: a.targetKind as AdminTargetKind, targetId: a.targetId,
    action: a.action, reason: a.reason, before: a.before ?? null, after: a.after ?? null, createdAt: a.createdAt,
  }));
  return { list, total };
}

export const adminLogBindings: Binding[] = [
  bind(companyAdminActions, async ({ input, db }) => listAdminActions(db, input.targetKind, input.targetId, input.pageNum, input.pageSize)),
];
