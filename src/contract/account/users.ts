// member host: login, user by token, logout (spec §7 Profile and auth, Token login, Logout).
// The spec does not show these paths; ours are recorded in docs/decisions/002.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { LoginResponseSchema, UserSchema } from '../entities/user';
import { loginPasswordField, mobileField, smsCodeField } from '../fields';

const recommendParam = z.string().max(64).optional();

export const quickPhoneLogin = defineCall({
  name: 'member.quickPhoneLogin',
  host: 'member',
  method: 'POST',
  path: '/api/users/users/quickphonelogin',
  encoding: 'json',
  role: 'visitor',
  mutating: true,
  replay: 'never',
  request: z.object({ phone: mobileField, code: smsCodeField, recommendParam }),
  response: LoginResponseSchema,
});

export const passwordLogin = defineCall({
  name: 'member.passwordLogin',
  host: 'member',
  method: 'POST',
  path: '/api/users/users/accountpasswordlogin',
  encoding: 'json',
  role: 'visitor',
  mutating: true,
  replay: 'never',
  request: z.object({ account: mobileField, password: loginPasswordField }),
  response: LoginResponseSchema,
});

export const userByToken = defineCall({
  name: 'member.userByToken',
  host: 'member',
  method: 'GET',
  path: '/api/users/users/getusersbytoken',
  encoding: 'query',
  role: 'user',
  mutating: false,
  request: z.object({ recommendParam }),
  response: UserSchema.extend({ usersid: z.string(), usersno: z.string() }),
});

export const tokenLoginRegister = defineCall({
  name: 'member.tokenLoginRegister',
  host: 'member',
  method: 'POST',
  path: '/api/users/users/tokenloginregister',
  encoding: 'json',
  role: 'visitor',
  mutating: true,
  replay: 'never',
  request: z.object({
    usersToken: z.string({ error: '请填写用户令牌' }).min(16, '用户令牌格式不正确').max(128, '用户令牌格式不正确'),
    projectCode: z.string().max(16).optional(),
  }),
  response: LoginResponseSchema,
});

/** spec §4/§7: logout calls a cloud function with action logout. */
export const logout = defineCall({
  name: 'member.logout',
  host: 'member',
  method: 'POST',
  path: '/api/cloudfunction/user-center',
  encoding: 'json',
  role: 'user',
  mutating: true,
  replay: 'never',
  request: z.object({ action: z.literal('logout', { error: '操作不正确' }) }),
  response: z.null(),
});
