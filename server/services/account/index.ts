import { eq } from 'drizzle-orm';
import {
  accountSafe, changeEmail, changePhone, checkOldPhone, deactivate, deactivationCheck, endSession, forgetPassword, inviteInfo, phoneRegister,
  sendNewPhoneCode, sessionList,
} from '../../../src/contract/account/account';
import { SEND_TYPES } from '../../../src/contract/account/phone-codes';
import { HEADERS } from '../../../src/contract/headers';
import { maskMobile } from '../../../src/domain/format';
import type { Db } from '../../db/open';
import { accountProfiles, payAccounts } from '../../db/schema';
import { revokeOtherFamilies } from '../../auth/tokens';
import { clearPasswordTries } from '../../auth/login-throttle';
import { badInput, notFound } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import { headerOf } from '../../http/executor';
import { consumePhoneCode, issuePhoneCode } from './phone-codes/phone-codes';
import { findUserById, findUserByPhone, openSession } from './users/users-repository';
import { deactivationOf, requestDeactivation } from './deactivation';
import { leftToSettle } from './deactivation-check';
import { assertPhoneFree, checkPhoneTicket, issuePhoneTicket, movePhone } from './phone-change';
import { countInvitees, createAccount, inviterOf, PHONE_REGISTERED, resetPassword } from './registration';
import { countSessions, endOtherSessions, endSession as endOneSession, listSessions } from './sessions';

/** Every call here guards a secret (an SMS code, a password, a ticket): limited per caller address (007). */
const CODE_PER_IP = { max: 20, timeWindow: 60_000 };
const SECRET_PER_IP = { max: 30, timeWindow: 60_000 };
const SECURITY = SEND_TYPES.changePhone;

async function userOf(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('用户');
  return user;
}

export const accountBindings: Binding[] = [
  bind(accountSafe, async ({ auth, db, deps }) => {
    const user = await userOf(db, auth.userId!);
    const [profile] = await db.select({ email: accountProfiles.email }).from(accountProfiles).where(eq(accountProfiles.userId, user.id));
    const [pay] = await db.select({ userId: payAccounts.userId }).from(payAccounts).where(eq(payAccounts.userId, user.id));
    return {
      phoneMasked: maskMobile(user.phone),
      email: profile?.email ?? '',
      hasPassword: user.passwordHash !== null,
      hasPayPassword: Boolean(pay),
      sessions: await countSessions(db, user.id, deps.now()),
      deactivation: await deactivationOf(db, user.id),
    };
  }),

  bind(checkOldPhone, async ({ input, auth, db, deps }) => {
    const user = await userOf(db, auth.userId!);
    await consumePhoneCode(db, user.phone, SECURITY, input.code, deps.now());
    return { ticket: await issuePhoneTicket(db, user.id, deps.now()) };
  }, { rateLimit: SECRET_PER_IP }),

  bind(sendNewPhoneCode, async ({ input, auth, db, deps }) => {
    await checkPhoneTicket(db, auth.userId!, input.ticket, deps.now());
    await assertPhoneFree(db, auth.userId!, input.phone);
    const code = await issuePhoneCode(db, input.phone, SECURITY, deps.now(), deps.config);
    await deps.sms.send(input.phone, code, SECURITY);
    return null;
  }, { rateLimit: CODE_PER_IP }),

  bind(changePhone, async ({ input, auth, db, deps, request }) => {
    const now = deps.now();
    await checkPhoneTicket(db, auth.userId!, input.ticket, now);
    await assertPhoneFree(db, auth.userId!, input.phone);
    await consumePhoneCode(db, input.phone, SECURITY, input.code, now);
    await movePhone(db, auth.userId!, input.ticket, input.phone, now);
    await endOtherSessions(db, auth.userId!, headerOf(request, HEADERS.userToken), now);
    return { phone: input.phone, phoneMasked: maskMobile(input.phone) };
  }, { rateLimit: SECRET_PER_IP }),

  bind(changeEmail, async ({ input, auth, db, deps }) => {
    const user = await userOf(db, auth.userId!);
    const now = deps.now();
    await consumePhoneCode(db, user.phone, SECURITY, input.code, now);
    const email = input.email.toLowerCase();
    await db.insert(accountProfiles).values({ userId: user.id, email, updatedAt: now })
      .onConflictDoUpdate({ target: accountProfiles.userId, set: { email, updatedAt: now } });
    return { email };
  }, { rateLimit: SECRET_PER_IP }),

  bind(phoneRegister, async ({ input, db, deps }) => {
    const now = deps.now();
    if (await findUserByPhone(db, input.phone)) throw badInput(PHONE_REGISTERED);
    const inviterId = await inviterOf(db, input.inviteCode);
    await consumePhoneCode(db, input.phone, SEND_TYPES.register, input.code, now);
    const user = await createAccount(db, input.phone, input.password, inviterId, now);
    return openSession(db, user, now, deps.config.tokenTtlMs);
  }, { rateLimit: SECRET_PER_IP }),

  bind(forgetPassword, async ({ input, db, deps }) => {
    await consumePhoneCode(db, input.phone, SEND_TYPES.forgetPassword, input.code, deps.now());
    const userId = await resetPassword(db, input.phone, input.password);
    await revokeOtherFamilies(db, userId, null, deps.now());
    await clearPasswordTries(db, input.phone);
    return null;
  }, { rateLimit: SECRET_PER_IP }),

  bind(inviteInfo, async ({ auth, db }) => {
    const user = await userOf(db, auth.userId!);
    return { inviteCode: user.usersNo, invitees: await countInvitees(db, user.id) };
  }),

  bind(deactivationCheck, async ({ auth, db }) => ({ left: await leftToSettle(db, auth.userId!) })),

  bind(deactivate, async ({ input, auth, db, deps }) => {
    const user = await userOf(db, auth.userId!);
    await consumePhoneCode(db, user.phone, SECURITY, input.code, deps.now());
    return requestDeactivation(db, user.id, user.phone, deps.now());
  }, { rateLimit: SECRET_PER_IP }),

  bind(sessionList, async ({ auth, db, deps, request }) =>
    ({ sessions: await listSessions(db, auth.userId!, headerOf(request, HEADERS.userToken), deps.now()) })),

  bind(endSession, async ({ input, auth, db, deps, request }) => {
    const current = headerOf(request, HEADERS.userToken);
    await endOneSession(db, auth.userId!, input.sessionId, current, deps.now());
    return { sessions: await listSessions(db, auth.userId!, current, deps.now()) };
  }),
];
