import { eq } from 'drizzle-orm';
import type { Role } from '../../src/contract/define-call';
import { CODES } from '../../src/contract/codes';
import type { Db } from '../db/open';
import { shops, users } from '../db/schema';
import { AppError, forbidden } from '../http/app-error';
import { findToken, type TokenKind } from './tokens';

export interface Auth {
  userId: string | null;
  shopId: string | null;
  platCompanyId: string | null;
}

export const ACCOUNT_DELETED = '该账号已注销';
export const userBannedMessage = (reason: string) => (reason ? `账号已被封禁：${reason}` : '账号已被封禁');
export const shopBannedMessage = (reason: string) => (reason ? `店铺已被封禁：${reason}` : '店铺已被封禁');

export const ANONYMOUS: Auth = { userId: null, shopId: null, platCompanyId: null };

interface PresentedTokens {
  userToken: string;
  shopToken: string;
}

async function checkToken(db: Db, token: string, kind: TokenKind, now: number) {
  if (!token) throw new AppError(CODES.tokenInvalid, '请先登录');
  const row = await findToken(db, token, kind);
  if (!row) throw new AppError(CODES.tokenInvalid, '登录已失效，请重新登录');
  if (row.expiresAt <= now) throw new AppError(CODES.tokenExpired, '登录已过期，请重新登录');
  return row;
}

/**
 * Enforces the entry's role (spec §6) on every call. Visitor entries still
 * read a valid user token when one is sent, and ignore a bad one.
 */
export async function authenticate(db: Db, presented: PresentedTokens, role: Role, now: number): Promise<Auth> {
  if (role === 'visitor') {
    if (!presented.userToken) return ANONYMOUS;
    return authenticate(db, presented, 'user', now).catch(() => ANONYMOUS);
  }
  const token = await checkToken(db, presented.userToken, 'user', now);
  const [user] = await db.select().from(users).where(eq(users.id, token.userId));
  if (!user) throw new AppError(CODES.tokenInvalid, '登录已失效，请重新登录');
  // Closed by an administrator (issue 14): the next call says why, and the client clears its login.
  if (user.deletedAt !== null) throw new AppError(CODES.accountClosed, ACCOUNT_DELETED);
  if (user.banned) throw new AppError(CODES.accountClosed, userBannedMessage(user.banReason));
  const auth: Auth = { userId: user.id, shopId: null, platCompanyId: user.platCompanyId };
  if (role === 'company' && !user.platCompanyId) throw forbidden('仅平台管理员可以操作');
  if (role !== 'shop') return auth;

  if (!presented.shopToken) throw forbidden('请先登录店铺账号');
  const shopToken = await checkToken(db, presented.shopToken, 'shop', now);
  if (shopToken.userId !== user.id || !shopToken.shopId) throw forbidden('店铺登录信息与用户不符');
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopToken.shopId));
  if (!shop) throw forbidden('店铺不存在');
  if (shop.banned) throw new AppError(CODES.accountBanned, shopBannedMessage(shop.banReason));
  return { ...auth, shopId: shop.id };
}
