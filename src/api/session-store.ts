import type { LoginResponse, User } from '../contract/entities/user';
import { clearLogin, isLoggedIn, readSession, saveLogin, saveShopToken, STORAGE_KEYS, type Session } from './session';

export interface SessionStore {
  get(): Session;
  isLoggedIn(): boolean;
  login(response: LoginResponse): Session;
  setShopToken(shopToken: string): Session;
  logout(): Session;
  subscribe(listener: () => void): () => void;
  /** The signed-in user's own info changed (a profile edit, or the host's answer to one): merged and kept. */
  updateUserInfo(patch: Partial<User>): Session;
}

/** The login state in local storage, observable, and in step across tabs (storage events). */
export function createSessionStore(storage: Storage, now: () => number, target?: Pick<Window, 'addEventListener'>): SessionStore {
  let current = readSession(storage);
  const listeners = new Set<() => void>();
  const publish = (next: Session) => {
    current = next;
    for (const listener of listeners) listener();
  };
  target?.addEventListener('storage', (event) => {
    const key = (event as StorageEvent).key;
    if (key === null || Object.values(STORAGE_KEYS).includes(key as never)) publish(readSession(storage));
  });
  return {
    get: () => current,
    isLoggedIn: () => isLoggedIn(current, now()),
    login: (response) => {
      publish(saveLogin(storage, response, now()));
      return current;
    },
    setShopToken: (shopToken) => {
      publish(saveShopToken(storage, shopToken));
      return current;
    },
    logout: () => {
      publish(clearLogin(storage));
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateUserInfo(patch) {
      if (!current.hasLogin) return current;
      storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...readSession(storage).userInfo, ...patch }));
      publish(readSession(storage));
      return current;
    },
  };
}

/** The engine needs only who is signed in and with which tokens. */
export function toEngineSession(session: Session, now: number) {
  return isLoggedIn(session, now) && session.userId
    ? { userId: session.userId, userToken: session.userToken, shopToken: session.shopToken }
    : null;
}
