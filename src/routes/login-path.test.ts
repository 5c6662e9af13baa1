import { describe, expect, it } from 'vitest';
import { LOGIN_PATH } from '../ui/hooks/use-login-first';
import { PATHS } from './paths';

describe('the login page a protected action opens', () => {
  it('is the route the router has for it', () => {
    expect(LOGIN_PATH).toBe(PATHS.login);
  });
});
