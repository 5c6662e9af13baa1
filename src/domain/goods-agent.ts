/**
 * An agent's commission on an amount (fen) at a rate in basis points, rounded down to the fen: the shop never pays
 * more than the rate promised (docs/decisions/006 "Agent goods").
 */
export function agentCommission(amountFen: number, rateBp: number): number {
  return Math.floor((amountFen * rateBp) / 10_000);
}

/** A rate in basis points as the screens show it: 1250 → 12.5%. */
export function formatRate(rateBp: number): string {
  return `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** The address an agent shares: the goods detail with the agent's user id, which buy-now carries to the order. */
export function agentLink(appUrl: string, goodsInfoPath: string, goodsId: string, agentId: string): string {
  return `${appUrl}#${goodsInfoPath}?goodsId=${encodeURIComponent(goodsId)}&agent=${encodeURIComponent(agentId)}`;
}

/** A typed rate in percent (up to 2 decimals, "12.5") as basis points; null when it is not one. */
export function percentTextToBp(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What an agent hears of the orders its link sold (issue 34.6): at payment, and when the commission is paid. */
export const AGENT_NOTICES = {
  paidTitle: '推广订单已付款',
  paid: (goodsName: string) => `好友通过你的推广链接购买了「${goodsName}」，买家确认收货后佣金存入余额`,
  settledTitle: '推广佣金已到账',
  settled: (commission: string) => `推广订单已完成，佣金¥${commission}已存入余额`,
};
