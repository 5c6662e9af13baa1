// Ours: the issuing bank by the card's first six digits (its BIN), for the banks most cards in China come from.
// A card of another bank is accepted as 其他银行; a real deployment asks the payout provider instead.
const BINS: Record<string, string> = {
  '622202': '中国工商银行', '621226': '中国工商银行', '621558': '中国工商银行',
  '621700': '中国建设银行', '622700': '中国建设银行', '436742': '中国建设银行',
  '622848': '中国农业银行', '622845': '中国农业银行',
  '621661': '中国银行', '621660': '中国银行', '456351': '中国银行',
  '622588': '招商银行', '621483': '招商银行', '622575': '招商银行',
  '622262': '交通银行', '622260': '交通银行',
  '622150': '中国邮政储蓄银行', '621799': '中国邮政储蓄银行',
};

export function bankNameOf(cardNo: string): string {
  return BINS[cardNo.slice(0, 6)] ?? '其他银行';
}
