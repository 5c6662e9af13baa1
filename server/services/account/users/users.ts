import { SEND_TYPES } from '../../../../src/contract/account/phone-codes';
import { CODES } from '../../../../src/contract/codes';
import { HEADERS } from '../../../../src/contract/headers';
import { logout, passwordLogin, quickPhoneLogin, tokenLoginRegister, userByToken } from '../../../../src/contract/account/users';
import { findToken, revokeTokenFamily } from '../../../auth/tokens';
import { ACCOUNT_DELETED, userBannedMessage } from '../../../auth/guard';
import { verifyPasswordOrDecoy } from '../../../auth/passwords';
import { claimPasswordTry, clearPasswordTries, LOCK_AFTER_FAILURES, LOCK_MS } from '../../../auth/login-throttle';
import type { ServerConfig } from '../../../config';
import { AppError, notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { headerOf } from '../../../http/executor';
import { consumePhoneCode } from '../phone-codes/phone-codes';
import { findUserById, findUserByPhone, openSession, registerByPhone, toUser, type UserRow } from './users-repository';

const LOGIN_PER_IP = { max: (config: ServerConfig) => config.loginsPerIpPerMinute, timeWindow: 60_000 };
const LOCK_MINUTES = LOCK_MS / 60_000;
/** Warn from this many wrong tries on, so the user knows the lock is coming. */
const WARN_FROM_FAILURES = 3;

function wrongPasswordMessage(failures: number): string {
  if (failures >= LOCK_AFTER_FAILURES) return `账号或密码错误，密码登录已锁定${LOCK_MINUTES}分钟，可使用验证码登录`;
  if (failures >= WARN_FROM_FAILURES) return `账号或密码错误，再错${LOCK_AFTER_FAILURES - failures}次将锁定${LOCK_MINUTES}分钟`;
  return '账号或密码错误';
}

function assertNotBanned(user: UserRow): UserRow {
  if (user.deletedAt !== null) throw new AppError(CODES.accountBanned, ACCOUNT_DELETED);
  if (user.banned) throw new AppError(CODES.accountBanned, userBannedMessage(user.banReason));
  return user;
}

export const userBindings: Binding[] = [
  bind(quickPhoneLogin, async ({ input, db, deps }) => {
    await consumePhoneCode(db, input.phone, SEND_TYPES.login, input.code, deps.now());
    const user = (await findUserByPhone(db, input.phone)) ?? (await registerByPhone(db, input.phone, input.recommendParam, deps.now()));
    await clearPasswordTries(db, input.phone);
    return openSession(db, assertNotBanned(user), deps.now(), deps.config.tokenTtlMs);
  }, { rateLimit: LOGIN_PER_IP }),

  // The same work whether the account exists or not: a missing one is checked against a decoy hash.
  bind(passwordLogin, async ({ input, db, deps }) => {
    const attempt = await claimPasswordTry(db, input.account, deps.now());
    if (!attempt.allowed) {
      const minutes = Math.max(1, Math.ceil((attempt.lockedUntil - deps.now()) / 60_000));
      throw new AppError(CODES.loginLocked, `密码错误次数过多，请${minutes}分钟后再试，或使用验证码登录`);
    }
    const user = await findUserByPhone(db, input.account);
    const matches = await verifyPasswordOrDecoy(input.password, user?.passwordHash ?? null);
    if (!user || !matches) throw new AppError(CODES.loginFailed, wrongPasswordMessage(attempt.failures), true);
    await clearPasswordTries(db, input.account);
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
    return openSession(db, assertNotBanned(user), deps.now(), deps.config.tokenTtlMs, token);
  }, { rateLimit: LOGIN_PER_IP }),

  /** Ends this device's login: its tokens and every token derived from them; other devices stay signed in. */
  bind(logout, async ({ auth, db, deps, request }) => {
    for (const name of [HEADERS.userToken, HEADERS.shopToken]) {
      const presented = headerOf(request, name);
      if (presented) await revokeTokenFamily(db, presented, auth.userId!, deps.now());
    }
    return null;
  }),
];
