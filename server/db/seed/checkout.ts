import type { Db } from '../open';
import { platformAccount, userAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { ensureRegions } from './checkout-regions';
import { DEMO_ACCOUNTS } from './demo-users';

/** Ours: only the demo consumer starts with a balance, so the demo can pay by balance at once. */
export const WELCOME_BALANCE_FEN = 500_000;

export async function seedCheckout(db: Db, now: number): Promise<void> {
  await ensureRegions(db);
  const consumer = DEMO_ACCOUNTS.find((account) => account.role === 'consumer')!;
  await post(db, {
    kind: 'WELCOME', refId: consumer.userId, memo: '新用户体验金',
    legs: [{ account: platformAccount('PROMO'), amount: -WELCOME_BALANCE_FEN }, { account: userAccount(consumer.userId), amount: WELCOME_BALANCE_FEN }],
  }, now);
}
