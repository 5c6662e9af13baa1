import { bankAdd, realNameSubmit } from '../../src/contract/wallet/withdraw';
import { isLuhnValid } from '../../src/domain/bank-card';
import { computeIdCardCheckChar } from '../../src/domain/id-card';
import { creditBalance, setPayPasswordByCode } from './checkout';
import { loginByCode } from './login';
import { userHeaders, type TestApp } from './test-app';

export const ADMIN_PHONE = '13800000003';
export const SHOP_OWNER_PHONE = '13800000002';

/** A valid 18-digit ID whose sequence digits come from `seed` (so each test user has its own). */
export function idCardFor(seed: number): string {
  const first17 = `11010519900101${String(seed % 1000).padStart(3, '0')}`;
  return `${first17}${computeIdCardCheckChar(first17)}`;
}

/** A Luhn-valid 19-digit card of 中国工商银行 (BIN 622202) whose middle digits come from `seed`. */
export function cardNumberFor(seed: number): string {
  const body = `622202${String(seed).padStart(12, '0').slice(-12)}`;
  const check = [...'0123456789'].find((d) => isLuhnValid(`${body}${d}`))!;
  return `${body}${check}`;
}

export interface WalletUser {
  token: string;
  userId: string;
  phone: string;
  cardId: string;
}

/** A logged-in user ready to withdraw: a balance, a pay password, real-name authentication and a bank card. */
export async function walletUser(t: TestApp, phone: string, balance: number): Promise<WalletUser> {
  const { token, userId } = await loginByCode(t, phone);
  await setPayPasswordByCode(t, token, phone);
  if (balance > 0) await creditBalance(t, phone, balance);
  const seed = Number(phone.slice(-6));
  const real = await t.call(realNameSubmit, { name: '张三丰', idCard: idCardFor(seed) }, userHeaders(token));
  if (real.code !== 0) throw new Error(real.msg);
  const card = await t.call(bankAdd, { cardNo: cardNumberFor(seed), holderName: '张三丰', phone }, userHeaders(token));
  if (card.code !== 0) throw new Error(card.msg);
  return { token, userId, phone, cardId: card.data.cardId };
}
