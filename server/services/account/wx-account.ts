import { and, desc, eq, gt } from 'drizzle-orm';
import { CHARGE_LOCK_MS, wxAddressData, wxChargeLockCheck, wxCheckToken } from '../../../src/contract/account/wx-account';
import { HEADERS } from '../../../src/contract/headers';
import { formatFen } from '../../../src/domain/format';
import { findToken } from '../../auth/tokens';
import { payments } from '../../db/schema';
import { bind, type Binding } from '../../http/bind-call';
import { headerOf } from '../../http/executor';
import { listAddresses } from './addresses/address-repository';

/** spec §7 /wx/ token check, address data and charge lock check (issue 34; contract in src/contract/account/wx-account.ts). */
export const wxAccountBindings: Binding[] = [
  // The guard already read the token as a visitor's: a user id means live, unexpired, and not banned or closed.
  bind(wxCheckToken, async ({ auth, db, request }) => {
    if (!auth.userId) return { valid: false, usersid: null, tokenExpired: 0 };
    const token = await findToken(db, headerOf(request, HEADERS.userToken), 'user');
    return { valid: Boolean(token), usersid: token ? auth.userId : null, tokenExpired: token?.expiresAt ?? 0 };
  }),

  bind(wxAddressData, async ({ auth, db }) => {
    const list = await listAddresses(db, auth.userId!);
    return { list, defaultAddressId: list.find((a) => a.isDefault)?.addressId ?? null };
  }),

  bind(wxChargeLockCheck, async ({ auth, db, deps }) => {
    const now = deps.now();
    const [pending] = await db.select({ id: payments.id, amount: payments.amount, createdAt: payments.createdAt }).from(payments)
      .where(and(eq(payments.userId, auth.userId!), gt(payments.createdAt, now - CHARGE_LOCK_MS), eq(payments.purpose, 'TOP_UP'), eq(payments.status, 'PENDING')))
      .orderBy(desc(payments.createdAt)).limit(1);
    if (!pending) return { locked: false, reason: '', pending: null, unlockAt: null };
    return {
      locked: true,
      reason: `有一笔充值（¥${formatFen(pending.amount)}）正在等待支付结果，请先完成或稍后再试`,
      pending: { payNo: pending.id, amount: pending.amount, createdAt: pending.createdAt },
      unlockAt: pending.createdAt + CHARGE_LOCK_MS,
    };
  }),
];
