import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { CODES } from '../../../src/contract/codes';
import {
  companyUserBan, companyUserDelete, companyUserEdit, companyUserInfo, companyUsers, type CompanyUser, type UserState,
} from '../../../src/contract/company/users';
import { maskMobile } from '../../../src/domain/format';
import { revokeUserTokens } from '../../auth/tokens';
import { announceLoginsEnded } from '../../live/account-room';
import type { Db } from '../../db/open';
import { orders, shops, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import { listTotal } from '../catalogue/goods/list-total';
import { piecesContain, type TextPieces } from '../catalogue/goods/text-pieces';
import { recordAdminAction } from './admin-log';
import { afterNewestFirst } from './keyset';

type UserRow = typeof users.$inferSelect;

export function userStateOf(row: Pick<UserRow, 'banned' | 'deletedAt'>): UserState {
  if (row.deletedAt !== null) return 'deleted';
  return row.banned ? 'banned' : 'normal';
}

export function presentUser(row: UserRow): CompanyUser {
  return {
    userId: row.id, usersNo: row.usersNo, phone: maskMobile(row.phone), name: row.name, logo: row.logo, gender: row.gender,
    state: userStateOf(row), banReason: row.banReason, shopId: row.shopId, isAdmin: row.platCompanyId !== null,
    createdAt: row.createdAt, deletedAt: row.deletedAt,
  };
}

const STATE_WHERE: Record<UserState, SQL> = {
  normal: and(isNull(users.deletedAt), eq(users.banned, false))!,
  banned: and(isNull(users.deletedAt), eq(users.banned, true))!,
  deleted: isNotNull(users.deletedAt),
};

/** The pieces of the phone, user number and name, as users_search_grams_idx and users_search_triples_idx hold them. */
const USER_PIECES: TextPieces = {
  grams: sql`(starq_search_grams(${users.phone}) || starq_search_grams(${users.usersNo}) || starq_search_grams(${users.name}))`,
  triples: sql`(starq_search_triples(${users.phone}) || starq_search_triples(${users.usersNo}) || starq_search_triples(${users.name}))`,
};

/** Newest first, walking users_recent_idx (or a rare state's own index); a total past 2,000 is estimated (decision 036). */
export async function userPage(db: Db, input: { keyword: string; state: UserState | ''; pageNum: number; pageSize: number; after: string }) {
  const where = and(
    input.state ? STATE_WHERE[input.state] : undefined,
    input.keyword ? piecesContain(USER_PIECES, [users.phone, users.usersNo, users.name], input.keyword) : undefined,
  );
  const start = afterNewestFirst(users.createdAt, users.id, input);
  const [rows, total] = await Promise.all([
    db.select().from(users).where(and(where, start.after)).orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.pageSize).offset(start.offset),
    listTotal(db, () => db.select({ id: users.id }).from(users).where(where).$dynamic()),
  ]);
  return { list: rows.map(presentUser), total };
}

/** The user an administrator acts on, locked for the action; administrators are managed outside the app. */
async function targetUser(db: Db, adminId: string, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound('用户');
  if (row.id === adminId || row.platCompanyId !== null) throw forbidden('不能对平台管理员执行此操作');
  if (row.deletedAt !== null) throw new AppError(CODES.conflict, '该用户已注销');
  return row;
}

async function userDetail(db: Db, userId: string) {
  const [row] = await db.select({ u: users, shopName: shops.name }).from(users).leftJoin(shops, eq(shops.id, users.shopId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('用户');
  const [paid] = await db.select({ n: count(), sum: sql<number>`coalesce(sum(${orders.total} - ${orders.refunded}), 0)::int` })
    .from(orders).where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)));
  return { ...presentUser(row.u), shopName: row.shopName ?? '', orderCount: Number(paid?.n ?? 0), paidTotal: Number(paid?.sum ?? 0) };
}

const stateFacts = (row: UserRow) => ({ state: userStateOf(row), banReason: row.banReason });

export const companyUserBindings: Binding[] = [
  bind(companyUsers, async ({ input, db }) => userPage(db, input)),

  bind(companyUserInfo, async ({ input, db }) => userDetail(db, input.userId)),

  bind(companyUserEdit, async ({ input, auth, db, deps }) => {
    const before = await targetUser(db, auth.userId!, input.userId);
    const [after] = await db.update(users).set({ name: input.name, gender: input.gender }).where(eq(users.id, before.id)).returning();
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'user', targetId: before.id, action: 'edit',
      before: { name: before.name, gender: before.gender }, after: { name: after!.name, gender: after!.gender },
    }, deps.now());
    return presentUser(after!);
  }),

  // A banned user's tokens stay so that the next call can say why (guard.ts); an unban ends them, so the user logs in again.
  bind(companyUserBan, async ({ input, auth, db, deps }) => {
    const before = await targetUser(db, auth.userId!, input.userId);
    if (before.banned === input.banned) throw new AppError(CODES.conflict, input.banned ? '该用户已被封禁' : '该用户未被封禁');
    const [after] = await db.update(users).set({ banned: input.banned, banReason: input.banned ? input.reason : '' })
      .where(eq(users.id, before.id)).returning();
    // A ban keeps the tokens but ends the user's open sockets now (they judge their tokens again and are refused).
    if (input.banned) await announceLoginsEnded(db, before.id, deps.now());
    else await revokeUserTokens(db, before.id, deps.now());
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'user', targetId: before.id, action: input.banned ? 'ban' : 'unban', reason: input.reason,
      before: stateFacts(before), after: stateFacts(after!),
    }, deps.now());
    return presentUser(after!);
  }),

  // Orders, ledger rows and the phone number stay (the number cannot register again); every login ends at once.
  bind(companyUserDelete, async ({ input, auth, db, deps }) => {
    const before = await targetUser(db, auth.userId!, input.userId);
    const [after] = await db.update(users).set({ deletedAt: deps.now() }).where(eq(users.id, before.id)).returning();
    await revokeUserTokens(db, before.id, deps.now());
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'user', targetId: before.id, action: 'delete', reason: input.reason, before: stateFacts(before), after: stateFacts(after!),
    }, deps.now());
    return presentUser(after!);
  }),
];
