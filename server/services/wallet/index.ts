import { eq } from 'drizzle-orm';
import {
  balanceDetail, balanceDetailType, balanceInfo, balanceInfoByDay, circulateTicketList, integral, shelfTicketList, walletConvert,
} from '../../../src/contract/wallet/wallet';
import { ASSETS, CONVERSIONS, MOVEMENT_KINDS, type ConversionName, type MovementKind } from '../../../src/domain/wallet-rules';
import { realNames } from '../../db/schema';
import { bind, type Binding } from '../../http/bind-call';
import { balancesOf, userAccount } from '../../ledger/accounts';
import { creditedTotal, entriesByDay, entryPage } from '../../ledger/entries';
import { openHoldsOf } from '../../ledger/holds';
import { payPasswordState } from '../orders/pay/pay-password';
import { convert } from './convert';

export const walletBindings: Binding[] = [
  bind(balanceInfo, async ({ auth, db }) => {
    const userId = auth.userId!;
    const [realName] = await db.select({ userId: realNames.userId }).from(realNames).where(eq(realNames.userId, userId));
    return {
      assets: await balancesOf(db, 'user', userId, ASSETS),
      holds: await openHoldsOf(db, 'user', userId),
      hasPayPassword: (await payPasswordState(db, userId)).hasPayPassword,
      realName: Boolean(realName),
    };
  }),

  bind(balanceInfoByDay, async ({ input, auth, db, deps }) => ({ days: await entriesByDay(db, userAccount(auth.userId!, input.asset), input.days, deps.now()) })),

  bind(balanceDetail, async ({ input, auth, db, deps }) => entryPage(db, userAccount(auth.userId!, input.asset), { ...input, kind: input.type }, deps.now())),

  bind(balanceDetailType, async () => (Object.entries(MOVEMENT_KINDS) as [MovementKind, string][]).map(([kind, label]) => ({ kind, label }))),

  bind(shelfTicketList, async ({ input, auth, db, deps }) => entryPage(db, userAccount(auth.userId!, 'SHELF'), input, deps.now())),

  bind(circulateTicketList, async ({ input, auth, db, deps }) => entryPage(db, userAccount(auth.userId!, 'CIRC'), input, deps.now())),

  bind(integral, async ({ auth, db, deps }) => {
    const [points] = await balancesOf(db, 'user', auth.userId!, ['POINT']);
    return { points: points!.available, earned: await creditedTotal(db, userAccount(auth.userId!, 'POINT'), deps.now()) };
  }),

  bind(walletConvert, async ({ input, auth, db, deps }) => convert(db, auth.userId!, CONVERSIONS[input.rule as ConversionName], input, deps.now())),
];
