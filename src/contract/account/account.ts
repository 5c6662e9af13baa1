// member host: account security, registration, forgot password, invitations, deactivation and sessions
// (spec §2 user_center/settings, extension_code, iwant/ucenter/settings/deactivate; spec §7 Profile and auth).
// The spec shows no paths for these calls; ours are recorded in docs/decisions/006 (Issue 15: account security).
import { z } from 'zod';
import { isInviteCode } from '../../domain/account';
import { MESSAGES } from '../../domain/messages';
import { isEmail } from '../../domain/validators';
import { defineCall } from '../define-call';
import { LoginResponseSchema } from '../entities/user';
import { mobileField, passwordField, smsCodeField } from '../fields';

const ticketField = z.string({ error: '请先验证原手机号' }).trim().min(16, '请先验证原手机号').max(64, '请先验证原手机号');
const emailField = z.string({ error: '请填写邮箱' }).trim().max(100, '邮箱不能超过100个字符').refine(isEmail, MESSAGES.emailInvalid);
const inviteCodeField = z.string().trim().refine((v) => v === '' || isInviteCode(v), '邀请码格式不正确');
const sessionIdField = z.string({ error: '请选择登录设备' }).trim().regex(/^[a-f0-9]{32}$/, '登录设备不存在');

export const DeactivationSchema = z.object({
  status: z.enum(['PENDING', 'CANCELLED', 'CLOSED']),
  requestedAt: z.number().int(),
  closesAt: z.number().int(),
});
export type Deactivation = z.infer<typeof DeactivationSchema>;

export const AccountSafeSchema = z.object({
  phoneMasked: z.string(),
  email: z.string(),
  hasPassword: z.boolean(),
  hasPayPassword: z.boolean(),
  sessions: z.number().int(),
  deactivation: DeactivationSchema.nullable(),
});
export type AccountSafe = z.infer<typeof AccountSafeSchema>;

export const SessionSchema = z.object({
  sessionId: z.string(),
  device: z.string(),
  userAgent: z.string(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const accountSafe = defineCall({
  name: 'account.safe', host: 'member', method: 'GET', path: '/api/users/users/accountsafe', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: AccountSafeSchema,
});

/** Step 1 of a phone change: the code sent to the account's own phone (assist.sendCodeByUser, sendType 5). */
export const checkOldPhone = defineCall({
  name: 'account.checkOldPhone', host: 'member', method: 'POST', path: '/api/users/users/checkoldphone', encoding: 'json', role: 'user',
  mutating: true, replay: 'never',
  request: z.object({ code: smsCodeField }),
  response: z.object({ ticket: z.string() }),
});

/** Step 2: a code to the new number, which must not belong to another account. */
export const sendNewPhoneCode = defineCall({
  name: 'account.sendNewPhoneCode', host: 'member', method: 'POST', path: '/api/users/users/sendnewphonecode', encoding: 'json', role: 'user',
  mutating: true, replay: 'never',
  request: z.object({ ticket: ticketField, phone: mobileField }),
  response: z.null(),
});

/** Step 3: the change. This device stays signed in; every other login of the account ends. */
export const changePhone = defineCall({
  name: 'account.changePhone', host: 'member', method: 'POST', path: '/api/users/users/changephone', encoding: 'json', role: 'user',
  mutating: true, replay: 'never',
  request: z.object({ ticket: ticketField, phone: mobileField, code: smsCodeField }),
  response: z.object({ phone: z.string(), phoneMasked: z.string() }),
});

/** The e-mail (spec §5 rule), confirmed by a code to the account's phone (sendType 5); no mail is sent. */
export const changeEmail = defineCall({
  name: 'account.changeEmail', host: 'member', method: 'POST', path: '/api/users/users/changeemail', encoding: 'json', role: 'user',
  mutating: true, replay: 'never',
  request: z.object({ email: emailField, code: smsCodeField }),
  response: z.object({ email: z.string() }),
});

/** Registration that sets a password (spec §7 "set password via phone registration"), with an optional invitation code. */
export const phoneRegister = defineCall({
  name: 'account.phoneRegister', host: 'member', method: 'POST', path: '/api/users/users/phoneregister', encoding: 'json', role: 'visitor',
  mutating: true, replay: 'never',
  request: z.object({ phone: mobileField, code: smsCodeField, password: passwordField, inviteCode: inviteCodeField.optional() }),
  response: LoginResponseSchema,
});

/** Forgot password (spec §7): a code to the phone (sendType 3) and a new password; every login of the account ends. */
export const forgetPassword = defineCall({
  name: 'account.forgetPassword', host: 'member', method: 'POST', path: '/api/users/users/forgetpassword', encoding: 'json', role: 'visitor',
  mutating: true, replay: 'never',
  request: z.object({ phone: mobileField, code: smsCodeField, password: passwordField }),
  response: z.null(),
});

/** spec §2 extension_code: the user's invitation code and how many registered with it. */
export const inviteInfo = defineCall({
  name: 'account.inviteInfo', host: 'member', method: 'GET', path: '/api/users/users/extensioncode', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ inviteCode: z.string(), invitees: z.number().int() }),
});

/** Asks to close the account after the cooling-off period; every login ends now, and a login before the end cancels it. */
export const deactivate = defineCall({
  name: 'account.deactivate', host: 'member', method: 'POST', path: '/api/users/users/deactivate', encoding: 'json', role: 'user',
  mutating: true, replay: 'never',
  request: z.object({ code: smsCodeField }),
  response: DeactivationSchema,
});

/** What must be settled before the account may be closed (余额¥1,726.70, 1笔提现审核中, …); empty when nothing is left. */
export const deactivationCheck = defineCall({
  name: 'account.deactivationCheck', host: 'member', method: 'GET', path: '/api/users/users/deactivatecheck', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ left: z.array(z.string()) }),
});

export const sessionList = defineCall({
  name: 'account.sessions', host: 'member', method: 'GET', path: '/api/users/users/sessions', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ sessions: z.array(SessionSchema) }),
});

/** Ends another login of the caller's own account (its whole token family); the device is signed out at its next call. */
export const endSession = defineCall({
  name: 'account.endSession', host: 'member', method: 'POST', path: '/api/users/users/endsession', encoding: 'json', role: 'user',
  mutating: true,
  request: z.object({ sessionId: sessionIdField }),
  response: z.object({ sessions: z.array(SessionSchema) }),
});
