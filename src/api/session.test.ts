import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../contract/entities/user';
import { clearLogin, isLoggedIn, readSession, saveLogin, saveShopToken, STORAGE_KEYS } from './session';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const login: LoginResponse = {
  usersid: 'U1', usersno: 'SQ1', loginToken: 'tok-1', shopsLoginToken: '', platCompanyId: '', tokenExpired: 2_000, serverTime: 1_000,
  user: {
    usersId: 'U1', usersNo: 'SQ1', usersPid: null, shopPid: null, shopId: null, usersName: '星Q用户5678',
    usersLogos: '', usersPhone: '13912345678', gender: 0, locationId: null, locationName: null,
  },
};

describe('login state (spec §4)', () => {
  it('login merges the info into what was stored, sets the flag and keeps the token and its expiry', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ gender: 1, locationName: '杭州' }));
    const session = saveLogin(storage, login, 1_000);
    expect(session.hasLogin).toBe(true);
    expect(session.userId).toBe('U1');
    expect(session.userToken).toBe('tok-1');
    expect(session.tokenExpired).toBe(2_000);
    expect(session.userInfo).toMatchObject({ usersName: '星Q用户5678', token: 'tok-1', tokenExpired: 2_000 });
    expect(readSession(storage).userInfo.usersPhone).toBe('13912345678');
  });

  it('logout clears the info and the flag, removes the token and sets the expiry to 0', () => {
    const storage = memoryStorage();
    saveLogin(storage, login, 1_000);
    const session = clearLogin(storage);
    expect(session).toMatchObject({ hasLogin: false, userId: null, userToken: '', tokenExpired: 0, userInfo: {} });
    expect(storage.map.get(STORAGE_KEYS.tokenExpired)).toBe('0');
    expect(storage.map.has(STORAGE_KEYS.userToken)).toBe(false);
  });

  it('a shop token issued after login is stored where the login keeps shopsLoginToken, and the login stays', () => {
    const storage = memoryStorage();
    saveLogin(storage, login, 1_000);
    const session = saveShopToken(storage, 'shop-tok');
    expect(session).toMatchObject({ shopToken: 'shop-tok', userToken: 'tok-1', hasLogin: true });
    expect(storage.map.get(STORAGE_KEYS.shopToken)).toBe('shop-tok');
    expect(clearLogin(storage).shopToken).toBe('');
  });

  it('counts as logged in only while the token has not expired', () => {
    const storage = memoryStorage();
    const session = saveLogin(storage, login, 1_000);
    expect(isLoggedIn(session, 1_999)).toBe(true);
    expect(isLoggedIn(session, 2_000)).toBe(false);
    expect(isLoggedIn(readSession(memoryStorage()), 0)).toBe(false);
  });

  it('judges expiry on the host clock: a device 8 days fast stays logged in, and a login lasts its full term (issue 10.3)', () => {
    const DAY = 86_400_000;
    const hostNow = 1_000_000;
    const week = { ...login, serverTime: hostNow, tokenExpired: hostNow + 7 * DAY };
    const fast = saveLogin(memoryStorage(), week, hostNow + 8 * DAY);
    expect(isLoggedIn(fast, hostNow + 8 * DAY + 1_000)).toBe(true);
    expect(isLoggedIn(fast, hostNow + 8 * DAY + 7 * DAY - 1)).toBe(true);
    expect(isLoggedIn(fast, hostNow + 8 * DAY + 7 * DAY)).toBe(false);
    const slow = saveLogin(memoryStorage(), week, hostNow - 2 * DAY);
    expect(isLoggedIn(slow, hostNow - 2 * DAY + 7 * DAY - 1)).toBe(true);
    expect(isLoggedIn(slow, hostNow - 2 * DAY + 7 * DAY)).toBe(false);
  });
});
