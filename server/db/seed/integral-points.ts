import type { Db } from '../open';
import { platformAccount, userAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { DEMO_ACCOUNTS } from './demo-users';

/** Ours (issue 17): the demo consumer starts with points, so the demo can exchange an integral goods at once. */
export const DEMO_POINTS = 5_000;

export async function seedIntegralPoints(db: Db, now: number): Promise<void> {
  const consumer = DEMO_ACCOUNTS.find((account) => account.role === 'consumer')!;
  await post(db, {
    kind: 'POINTS', refId: `seed:${consumer.userId}`, memo: '新用户积分',
    legs: [{ account: platformAccount('PROMO', 'POINT'), amount: -DEMO_POINTS }, { account: userAccount(consumer.userId, 'POINT'), amount: DEMO_POINTS }],
  }, now);
}
