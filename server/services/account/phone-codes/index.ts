import { eq } from 'drizzle-orm';
import { sendCodeByUser, sendPhoneCode } from '../../../../src/contract/account/phone-codes';
import { users } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';
import { notFound } from '../../../http/app-error';
import { issuePhoneCode } from './phone-codes';

const PER_IP = { max: 20, timeWindow: 60_000 };

export const assistBindings: Binding[] = [
  bind(sendPhoneCode, async ({ input, db, deps }) => {
    const code = await issuePhoneCode(db, input.phone, input.sendType, deps.now(), deps.config);
    await deps.sms.send(input.phone, code, input.sendType);
    return null;
  }, { rateLimit: PER_IP }),

  bind(sendCodeByUser, async ({ input, auth, db, deps }) => {
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, auth.userId!));
    if (!user) throw notFound('用户');
    const code = await issuePhoneCode(db, user.phone, input.sendType, deps.now(), deps.config);
    await deps.sms.send(user.phone, code, input.sendType);
    return null;
  }, { rateLimit: PER_IP }),
];
