import { desc, eq, inArray } from 'drizzle-orm';
import {
  bankAdd, bankCheck, bankDelete, bankGet, companyLedgerCheck, companyWithdrawDecide, companyWithdrawList,
  realNameState as realNameStateCall, realNameSubmit, shopWallet, shopWithdrawApply, shopWithdrawLogs, withdrawApply, withdrawComplain,
  withdrawData, withdrawDetail, withdrawLogs,
} from '../../../../src/contract/wallet/withdraw';
import { maskMobile } from '../../../../src/domain/format';
import { WITHDRAW_MAX_FEN, WITHDRAW_MIN_FEN } from '../../../../src/domain/wallet-rules';
import type { Db } from '../../../db/open';
import { users, withdrawals } from '../../../db/schema';
import { bind, type Binding } from '../../../http/bind-call';
import { listTotal } from '../../catalogue/goods/list-total';
import { recordAdminAction } from '../../company/admin-log';
import { balanceOf, shopAccount, userAccount } from '../../../ledger/accounts';
import { entryPage } from '../../../ledger/entries';
import { reconcileLedger } from '../../../ledger/reconcile';
import { financeScaleOf } from '../../../ledger/settlement';
import { bankNameOf } from './bank-bins';
import { addCard, deleteCard, listCards, presentCard } from './bank-cards';
import { realNameState, submitRealName } from './real-name';
import {
  applyWithdrawal, approveWithdrawal, complain, ownWithdrawal, presentWithdrawal, refuseWithdrawal, withdrawalPage,
} from './withdrawals';

/** Guessing ID numbers or card owners by repeated tries is slowed per caller address. */
const IDENTITY_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/** The rows with their owners' names and masked phones, read in one query. */
async function forCompany(db: Db, rows: (typeof withdrawals.$inferSelect)[]) {
  const ids = [...new Set(rows.map((row) => row.userId))];
  const owners = ids.length ? await db.select({ id: users.id, name: users.name, phone: users.phone }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  return rows.map((row) => {
    const user = byId.get(row.userId);
    return { ...presentWithdrawal(row), ownerName: user?.name ?? '', ownerPhone: maskMobile(user?.phone ?? '') };
  });
}

export const withdrawBindings: Binding[] = [
  bind(bankCheck, async ({ input }) => ({ bankName: bankNameOf(input.cardNo), cardType: '储蓄卡' })),
  bind(bankAdd, async ({ input, auth, db, deps }) => addCard(db, auth.userId!, input, deps.now()), { rateLimit: IDENTITY_LIMIT }),
  bind(bankGet, async ({ auth, db }) => ({ cards: (await listCards(db, auth.userId!)).map(presentCard) })),
  bind(bankDelete, async ({ input, auth, db, deps }) => {
    await deleteCard(db, auth.userId!, input.cardId, deps.now());
    return { cardId: input.cardId };
  }),

  bind(realNameStateCall, async ({ auth, db }) => realNameState(db, auth.userId!)),
  bind(realNameSubmit, async ({ input, auth, db, deps }) => submitRealName(db, auth.userId!, input, deps.now()), { rateLimit: IDENTITY_LIMIT }),

  bind(withdrawData, async ({ auth, db }) => {
    const state = await realNameState(db, auth.userId!);
    return {
      balance: await balanceOf(db, userAccount(auth.userId!)), min: WITHDRAW_MIN_FEN, max: WITHDRAW_MAX_FEN, fee: 0,
      cards: (await listCards(db, auth.userId!)).map(presentCard), realName: state.realName, hasPayPassword: state.hasPayPassword,
    };
  }),
  bind(withdrawApply, async ({ input, auth, db, deps }) => applyWithdrawal(db, { userId: auth.userId!, account: userAccount(auth.userId!) }, input, deps.now())),
  bind(withdrawLogs, async ({ input, auth, db }) => withdrawalPage(db, { ownerKind: 'user', ownerId: auth.userId! }, input)),
  bind(withdrawDetail, async ({ input, auth, db }) => presentWithdrawal(await ownWithdrawal(db, auth.userId!, input.withdrawId))),
  bind(withdrawComplain, async ({ input, auth, db, deps }) => complain(db, auth.userId!, input.withdrawId, input.text, deps.now())),

  bind(shopWallet, async ({ input, auth, db, deps }) => {
    const page = await entryPage(db, shopAccount(auth.shopId!), input, deps.now());
    return { balance: await balanceOf(db, shopAccount(auth.shopId!)), list: page.list, total: page.total, financeScaleBp: await financeScaleOf(db, auth.shopId!, deps.now()) };
  }),
  bind(shopWithdrawApply, async ({ input, auth, db, deps }) => applyWithdrawal(db, { userId: auth.userId!, account: shopAccount(auth.shopId!) }, input, deps.now())),
  bind(shopWithdrawLogs, async ({ input, auth, db }) => withdrawalPage(db, { ownerKind: 'shop', ownerId: auth.shopId! }, input)),

  // 提现审核, newest first along withdrawals_status_idx or withdrawals_recent_idx (decision 032).
  bind(companyWithdrawList, async ({ input, db }) => {
    const where = input.status ? eq(withdrawals.status, input.status) : undefined;
    const [rows, total] = await Promise.all([
      db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
      listTotal(db, () => db.select({ id: withdrawals.id }).from(withdrawals).where(where).$dynamic()),
    ]);
    return { list: await forCompany(db, rows), total };
  }),
  bind(companyWithdrawDecide, async ({ input, auth, db, deps }) => {
    const row = input.approve
      ? await approveWithdrawal(db, input.withdrawId, auth.userId!, deps.now())
      : await refuseWithdrawal(db, input.withdrawId, auth.userId!, input.reason, deps.now());
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'withdrawal', targetId: input.withdrawId, action: input.approve ? 'approve' : 'refuse', reason: input.reason,
      before: { status: 'PENDING' }, after: { status: row.status },
    }, deps.now());
    return (await forCompany(db, [row]))[0]!;
  }),
  bind(companyLedgerCheck, async ({ db, deps }) => ({ ...await reconcileLedger(db), checkedAt: deps.now() })),
];
