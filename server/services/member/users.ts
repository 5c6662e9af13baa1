import { and, eq } from 'drizzle-orm';
import { SEND_TYPES } from '../../../src/contract/assist';
import { CODES } from '../../../src/contract/codes';
import { HEADERS } from '../../../src/contract/headers';
import { logout, passwordLogin, quickPhoneLogin, tokenLoginRegister, userByToken } from '../../../src/contract/users';
import { findToken, hashToken } from '../../auth/tokens';
import { verifyPassword } from '../../auth/passwords';
import { tokens } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import { consumePhoneCode } from '../assist/phone-codes';
import { findUserById, findUserByPhone, openSession, registerByPhone, toUser, type UserRow } from './users-repository';

const LOGIN_PER_IP = { max: 30, timeWindow: 60_000 };

function assertNotBanned(user: UserRow): UserRow {
  if (user.banned) throw new AppError(CODES.accountBanned, '账号已被封禁');
  return user;
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export const userBindings: Binding[] = [
  bind(quickPhoneLogin, async ({ input, db, deps }) => {
    await consumePhoneCode(db, input.phone, SEND_TYPES.login, input.code, deps.now());
    const user = (await findUserByPhone(db, input.phone)) ?? (await registerByPhone(db, input.phone, input.recommendParam, deps.now()));
    return openSession(db, assertNotBanned(user), deps.now(), deps.config.tokenTtlMs);
  }, { rateLimit: LOGIN_PER_IP }),

  bind(passwordLogin, async ({ input, db, deps }) => {
    const user = await findUserByPhone(db, input.account);
    const matches = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : false;
    if (!user || !matches) throw new AppError(CODES.loginFailed, '账号或密码错误');
    return openSession(db, assertNotBanned(user), deps.now(), deps.config.tokenTtlMs);
  }, { rateLimit: LOGIN_PER_IP }),

  bind(userByToken, async ({ auth, db }) => {
    const user = await findUserById(db, auth.userId!);
    if (!user) throw notFound('用户');
    return { ...toUser(user), usersid: user.id, usersno: user.usersNo };
  }),

  bind(tokenLoginRegister, async ({ input, db, deps }) => {
    const token = await findToken(db, input.usersToken, 'user');
    if (!token) throw new AppError(CODES.tokenInvalid, '登录已失效，请重新登录');
    if (token.expiresAt <= deps.now()) throw new AppError(CODES.tokenExpired, '登录已过期，请重新登录');
    const user = await findUserById(db, token.userId);
    if (!user) throw new AppError(CODES.tokenInvalid, '登录已失效，请重新登录');
    return openSession(db, assertNotBanned(user), deps.now(), deps.config.tokenTtlMs);
  }, { rateLimit: LOGIN_PER_IP }),

  /** Ends this device's login: its user token and shop token; other devices stay signed in. */
  bind(logout, async ({ auth, db, request }) => {
    for (const name of [HEADERS.userToken, HEADERS.shopToken]) {
      const presented = headerValue(request.headers[name]).trim();
      if (!presented) continue;
      await db.delete(tokens).where(and(eq(tokens.tokenHash, hashToken(presented)), eq(tokens.userId, auth.userId!)));
    }
    return null;
  }),
];
