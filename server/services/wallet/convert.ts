import { CODES } from '../../../src/contract/codes';
import { ASSET_INFO, convertedAmount, formatAssetAmount, type ConversionRule } from '../../../src/domain/wallet-rules';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { balanceOf, platformAccount, userAccount } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { newId } from '../orders/order/ids';
import { checkPayPassword } from '../orders/pay/pay-password';

/**
 * Moves the user's own value from one wallet to another by a rule (docs/decisions/009), after the pay password. Each
 * asset balances through the platform's exchange desk, so the ledger stays zero-sum per asset; the call's idempotency
 * key makes a retried request answer the first result instead of converting twice.
 */
export async function convert(db: Db, userId: string, rule: ConversionRule, input: { amount: number; payPassword: string }, now: number) {
  const credited = convertedAmount(rule, input.amount);
  if (input.amount < rule.min) throw new AppError(CODES.validation, `兑换数量不能少于${formatAssetAmount(rule.from, rule.min)}${ASSET_INFO[rule.from].unit}`);
  if (credited === null) throw new AppError(CODES.validation, `兑换数量须为${formatAssetAmount(rule.from, rule.fromPer)}${ASSET_INFO[rule.from].unit}的整数倍`);
  await checkPayPassword(db, userId, input.payPassword, now);
  const txnId = await post(db, {
    kind: 'CONVERT', refId: newId('C', now), memo: rule.title,
    legs: [
      { account: userAccount(userId, rule.from), amount: -input.amount },
      { account: platformAccount('EXCHANGE', rule.from), amount: input.amount },
      { account: platformAccount('EXCHANGE', rule.to), amount: -credited },
      { account: userAccount(userId, rule.to), amount: credited },
    ],
  }, now);
  return { txnId, from: await balanceOf(db, userAccount(userId, rule.from)), to: await balanceOf(db, userAccount(userId, rule.to)), credited };
}
