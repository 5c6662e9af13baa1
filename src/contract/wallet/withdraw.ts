// member, shop and company hosts: bank cards, real-name authentication, withdrawals and their decision, the
// ledger's reconciliation and the platform's share (spec §7 Balance and banks, Withdraw, Profile and auth: real-name
// authentication). Paths follow the spec's names where it gives them (isAuthority, getDataApplication, v2 delete);
// the rest are ours (docs/decisions/009).
import { z } from 'zod';
import { isBankCard, normalizeBankCard } from '../../domain/bank-card';
import { MESSAGES } from '../../domain/messages';
import { WITHDRAW_MAX_FEN, WITHDRAW_MIN_FEN, WITHDRAW_STATUSES } from '../../domain/wallet-rules';
import { defineCall } from '../define-call';
import { idCardField, idField, mobileField, noteField, pageFields, pageOf, personNameField, yuanAmountField } from '../fields';
import { payPasswordField } from '../orders/pay';
import { AssetBalanceSchema, WalletEntrySchema } from './wallet';

const BANK = '/api/bank/bank';
const WITHDRAW = '/api/withdraw/withdraw';

const cardNoField = z.string({ error: '请填写银行卡号' }).transform(normalizeBankCard).refine(isBankCard, MESSAGES.bankCardInvalid);
const cardIdField = idField('银行卡');
const withdrawIdField = idField('提现单号');

export const BankCardSchema = z.object({
  cardId: z.string(),
  bankName: z.string(),
  /** Only the last four digits ever leave the host after the card is added. */
  last4: z.string(),
  holderName: z.string(),
  createdAt: z.number().int(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

/** A POST although it reads: a card number never travels in a URL (access logs, proxies). */
export const bankCheck = defineCall({
  name: 'member.bankCheck', host: 'member', method: 'POST', path: `${BANK}/checkbankinfo`, encoding: 'json', role: 'user', mutating: false,
  request: z.object({ cardNo: cardNoField }),
  response: z.object({ bankName: z.string(), cardType: z.string() }),
});

export const bankAdd = defineCall({
  name: 'member.bankAdd', host: 'member', method: 'POST', path: `${BANK}/addbank`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({ cardNo: cardNoField, holderName: personNameField, phone: mobileField }),
  response: BankCardSchema,
});

export const bankGet = defineCall({
  name: 'member.bankGet', host: 'member', method: 'GET', path: `${BANK}/getbank`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({ cards: z.array(BankCardSchema) }),
});

export const bankDelete = defineCall({
  name: 'member.bankDelete', host: 'member', method: 'POST', path: `${BANK}/v2/deletebank`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({ cardId: cardIdField }),
  response: z.object({ cardId: z.string() }),
});

const RealNameStateSchema = z.object({
  realName: z.boolean(),
  nameMasked: z.string(),
  idCardMasked: z.string(),
  hasPayPassword: z.boolean(),
});

/** isAuthority: whether the user passed real-name authentication (and may withdraw). */
export const realNameState = defineCall({
  name: 'member.realNameState', host: 'member', method: 'GET', path: '/api/users/users/isauthority', encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: RealNameStateSchema,
});

export const realNameSubmit = defineCall({
  name: 'member.realNameSubmit', host: 'member', method: 'POST', path: '/api/users/users/realnameauth', encoding: 'json', role: 'user', mutating: true,
  request: z.object({ name: personNameField, idCard: idCardField }),
  response: RealNameStateSchema,
});

export const WithdrawStatusSchema = z.enum(WITHDRAW_STATUSES);
export const WithdrawalSchema = z.object({
  withdrawId: z.string(),
  owner: z.enum(['user', 'shop']),
  amount: z.number().int(),
  fee: z.number().int(),
  bankName: z.string(),
  last4: z.string(),
  status: WithdrawStatusSchema,
  /** Why the administrator refused it (shown on be_refused). */
  reason: z.string(),
  /** The user's statement after a refusal (wallet_complain). */
  complaint: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  expiresAt: z.number().int(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

const withdrawRequest = z.object({
  amount: yuanAmountField('提现金额', WITHDRAW_MIN_FEN, WITHDRAW_MAX_FEN),
  cardId: cardIdField,
  payPassword: payPasswordField,
});

/** getDataApplication: what the withdraw page needs before the user types anything. */
export const withdrawData = defineCall({
  name: 'member.withdrawData', host: 'member', method: 'GET', path: `${WITHDRAW}/getdataapplication`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({}),
  response: z.object({
    balance: AssetBalanceSchema, min: z.number().int(), max: z.number().int(), fee: z.number().int(),
    cards: z.array(BankCardSchema), realName: z.boolean(), hasPayPassword: z.boolean(),
  }),
});

/** Open user withdraw apply: freezes the amount at once; the administrator decides. */
export const withdrawApply = defineCall({
  name: 'member.withdrawApply', host: 'member', method: 'POST', path: `${WITHDRAW}/openuserwithdrawapply`, encoding: 'json', role: 'user', mutating: true,
  movesValue: true,
  request: withdrawRequest,
  response: WithdrawalSchema,
});

const statusFilter = z.union([WithdrawStatusSchema, z.literal('')], { error: '状态不正确' }).default('');

export const withdrawLogs = defineCall({
  name: 'member.withdrawLogs', host: 'member', method: 'GET', path: `${WITHDRAW}/withdrawlogs`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ ...pageFields, status: statusFilter }),
  response: pageOf(WithdrawalSchema),
});

export const withdrawDetail = defineCall({
  name: 'member.withdrawDetail', host: 'member', method: 'GET', path: `${WITHDRAW}/withdrawdetail`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ withdrawId: withdrawIdField }),
  response: WithdrawalSchema,
});

/** User withdraw supply: the user's statement on a refused withdrawal (wallet_complain). */
export const withdrawComplain = defineCall({
  name: 'member.withdrawComplain', host: 'member', method: 'POST', path: `${WITHDRAW}/userwithdrawsupply`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({ withdrawId: withdrawIdField, text: noteField('申诉内容', 200) }),
  response: WithdrawalSchema,
});

export const shopWallet = defineCall({
  name: 'shop.shopWallet', host: 'shop', method: 'GET', path: '/api/withdraw/shop/wallet', encoding: 'query', role: 'shop', mutating: false,
  request: z.object(pageFields),
  response: z.object({
    balance: AssetBalanceSchema,
    /** Movements and holds' lines, as the user's wallet details (WalletEntrySchema). */
    list: z.array(WalletEntrySchema),
    total: z.number().int(),
    financeScaleBp: z.number().int(),
  }),
});

/** Add to shop: the shop's income to its owner's card. */
export const shopWithdrawApply = defineCall({
  name: 'shop.shopWithdrawApply', host: 'shop', method: 'POST', path: `${WITHDRAW}/addtoshop`, encoding: 'json', role: 'shop', mutating: true,
  movesValue: true,
  request: withdrawRequest,
  response: WithdrawalSchema,
});

export const shopWithdrawLogs = defineCall({
  name: 'shop.shopWithdrawLogs', host: 'shop', method: 'GET', path: `${WITHDRAW}/shopwithdrawlogs`, encoding: 'query', role: 'shop', mutating: false,
  request: z.object({ ...pageFields, status: statusFilter }),
  response: pageOf(WithdrawalSchema),
});

export const CompanyWithdrawalSchema = WithdrawalSchema.extend({ ownerName: z.string(), ownerPhone: z.string() });

export const companyWithdrawList = defineCall({
  name: 'shop.companyWithdrawList', host: 'shop', method: 'GET', path: '/api/company/withdraw/list', encoding: 'query', role: 'company', mutating: false,
  request: z.object({ ...pageFields, status: statusFilter }),
  response: pageOf(CompanyWithdrawalSchema),
});

export const companyWithdrawDecide = defineCall({
  name: 'shop.companyWithdrawDecide', host: 'shop', method: 'POST', path: '/api/company/withdraw/decide', encoding: 'json', role: 'company', mutating: true,
  movesValue: true,
  request: z.object({
    withdrawId: withdrawIdField,
    approve: z.boolean({ error: '请选择通过或驳回' }),
    reason: z.string({ error: '驳回原因格式不正确' }).trim().max(100, '驳回原因不能超过100个字').default(''),
  }).refine((v) => v.approve || v.reason !== '', { message: '请填写驳回原因', path: ['reason'] }),
  response: CompanyWithdrawalSchema,
});

export const companyLedgerCheck = defineCall({
  name: 'shop.companyLedgerCheck', host: 'shop', method: 'GET', path: '/api/company/ledger/check', encoding: 'query', role: 'company', mutating: false,
  request: z.object({}),
  response: z.object({ ok: z.boolean(), problems: z.array(z.string()), transactions: z.number().int(), accounts: z.number().int(), checkedAt: z.number().int() }),
});
