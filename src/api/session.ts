import type { LoginResponse, User } from '../contract/entities/user';

/** Local storage keys of spec §3 "Local storage holds". */
export const STORAGE_KEYS = {
  userToken: 'usersToken',
  shopToken: 'shopsToken',
  platCompanyId: 'platCompanyId',
  userInfo: 'userInfo',
  hasLogin: 'hasLogin',
  tokenExpired: 'tokenExpired',
  /** Ours: host time minus device time, measured at login (issue 10.3). */
  hostClockOffset: 'hostClockOffset',
} as const;

export type UserInfo = Partial<User> & { usersid?: string; usersno?: string; token?: string; tokenExpired?: number };

export interface Session {
  hasLogin: boolean;
  userId: string | null;
  userToken: string;
  shopToken: string;
  platCompanyId: string;
  tokenExpired: number;
  /** Add to the device's clock to get the host's: the token's expiry is host time. */
  hostClockOffset: number;
  userInfo: UserInfo;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson<T>(storage: KeyValueStorage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function readSession(storage: KeyValueStorage): Session {
  const userInfo = readJson<UserInfo>(storage, STORAGE_KEYS.userInfo, {});
  const hasLogin = storage.getItem(STORAGE_KEYS.hasLogin) === 'true';
  return {
    hasLogin,
    userId: hasLogin ? (userInfo.usersId ?? userInfo.usersid ?? null) : null,
    userToken: storage.getItem(STORAGE_KEYS.userToken) ?? '',
    shopToken: storage.getItem(STORAGE_KEYS.shopToken) ?? '',
    platCompanyId: storage.getItem(STORAGE_KEYS.platCompanyId) ?? '',
    tokenExpired: Number(storage.getItem(STORAGE_KEYS.tokenExpired) ?? 0),
    hostClockOffset: Number(storage.getItem(STORAGE_KEYS.hostClockOffset) ?? 0) || 0,
    userInfo,
  };
}

/**
 * spec §4 Login: merge the given info into the user info, set the flag,
 * persist; with a token, store it and its expiry, and how far the device's
 * clock is from the host's (`deviceNow` is the device's clock at the answer).
 */
export function saveLogin(storage: KeyValueStorage, login: LoginResponse, deviceNow: number): Session {
  const previous = readJson<UserInfo>(storage, STORAGE_KEYS.userInfo, {});
  const info: UserInfo = {
    ...previous, ...login.user, usersid: login.usersid, usersno: login.usersno,
    token: login.loginToken, tokenExpired: login.tokenExpired,
  };
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(info));
  storage.setItem(STORAGE_KEYS.hasLogin, 'true');
  if (login.loginToken) {
    storage.setItem(STORAGE_KEYS.userToken, login.loginToken);
    storage.setItem(STORAGE_KEYS.tokenExpired, String(login.tokenExpired));
    storage.setItem(STORAGE_KEYS.hostClockOffset, String(login.serverTime - deviceNow));
  }
  storage.setItem(STORAGE_KEYS.shopToken, login.shopsLoginToken);
  storage.setItem(STORAGE_KEYS.platCompanyId, login.platCompanyId);
  return readSession(storage);
}

/** A shop token issued after login (a new shop's owner): kept where the login keeps shopsLoginToken. */
export function saveShopToken(storage: KeyValueStorage, shopToken: string): Session {
  storage.setItem(STORAGE_KEYS.shopToken, shopToken);
  return readSession(storage);
}

/** spec §4 Logout: clear the info and the flag, remove the token, expiry 0. */
export function clearLogin(storage: KeyValueStorage): Session {
  storage.removeItem(STORAGE_KEYS.userInfo);
  storage.removeItem(STORAGE_KEYS.hasLogin);
  storage.removeItem(STORAGE_KEYS.userToken);
  storage.removeItem(STORAGE_KEYS.shopToken);
  storage.removeItem(STORAGE_KEYS.platCompanyId);
  storage.setItem(STORAGE_KEYS.tokenExpired, '0');
  storage.removeItem(STORAGE_KEYS.hostClockOffset);
  return readSession(storage);
}

/** A stored login counts only while its token has not expired, on the host's clock (a device's may be days off). */
export function isLoggedIn(session: Session, now: number): boolean {
  return session.hasLogin && session.userToken !== '' && session.tokenExpired > now + session.hostClockOffset;
}
