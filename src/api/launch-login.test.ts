import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../contract/entities/user';
import type { ApiClient } from './client';
import { loginFromLaunch } from './launch-login';
import type { SessionStore } from './session-store';

const answer = { usersid: 'U1', loginToken: 'fresh' } as LoginResponse;

function fakes(call: ApiClient['call']) {
  const session = { login: vi.fn() } as unknown as SessionStore;
  const replaceUrl = vi.fn();
  return { api: { call } as ApiClient, session, replaceUrl };
}

describe('token login at app launch (spec §7)', () => {
  it('posts the login registration, keeps the login and removes the token from the address', async () => {
    const call = vi.fn(async () => answer) as unknown as ApiClient['call'];
    const { api, session, replaceUrl } = fakes(call);
    const url = new URL('http://127.0.0.1:8080/?usersToken=abcdefghijklmnopqrstuvwxyz&projectCode=100&x=1#/pages/person/person_starq');
    expect(await loginFromLaunch(url, api, session, replaceUrl)).toBe(true);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'member.tokenLoginRegister' }), { usersToken: 'abcdefghijklmnopqrstuvwxyz', projectCode: '100' });
    expect(session.login).toHaveBeenCalledWith(answer);
    expect(replaceUrl).toHaveBeenCalledWith('http://127.0.0.1:8080/?x=1#/pages/person/person_starq');
  });

  it('does nothing without a launch token, and stays a visitor when the token is refused', async () => {
    const refused = fakes(vi.fn(async () => { throw new Error('4012'); }) as unknown as ApiClient['call']);
    expect(await loginFromLaunch(new URL('http://h/#/'), refused.api, refused.session, refused.replaceUrl)).toBe(false);
    expect(refused.replaceUrl).not.toHaveBeenCalled();
    expect(await loginFromLaunch(new URL('http://h/?usersToken=bad'), refused.api, refused.session, refused.replaceUrl)).toBe(false);
    expect(refused.session.login).not.toHaveBeenCalled();
    expect(refused.replaceUrl).toHaveBeenCalledWith('http://h/');
  });
});
