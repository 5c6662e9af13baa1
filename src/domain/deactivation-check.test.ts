import { describe, expect, it } from 'vitest';
import { deactivationRefusal, leftItems } from './deactivation-check';

describe('what is left before an account may close', () => {
  it('says each thing in the order the user settles them, with amounts in yuan', () => {
    const items = leftItems({
      balances: [{ asset: 'CNY', amount: 172_670 }, { asset: 'STAR', amount: 1_200 }],
      holds: [{ asset: 'CNY', kind: 'AUCTION_DEPOSIT', count: 1, amount: 10_000 }, { asset: 'CNY', kind: 'WITHDRAW', count: 1, amount: 50_000 }],
      unfinishedOrders: 2,
      shops: 0,
    });
    expect(items).toEqual(['余额¥1,726.70', 'StarToken 12.00', '1笔提现审核中', '拍卖保证金¥100.00', '2笔订单未完成']);
    expect(deactivationRefusal(items)).toBe('账户还有余额¥1,726.70、StarToken 12.00、1笔提现审核中、拍卖保证金¥100.00、2笔订单未完成，请处理后再申请注销');
  });

  it('refuses nothing when nothing is left', () => {
    expect(deactivationRefusal(leftItems({ balances: [], holds: [], unfinishedOrders: 0, shops: 0 }))).toBeNull();
  });
});
