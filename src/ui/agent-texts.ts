import type { AgentTab } from '../domain/agent-tabs';

/** Texts of the agent goods screen (issue 17; docs/decisions/006 "Agent goods"). */
export const AGENT_TEXTS = {
  title: '代理商品',
  tabs: { OFFERS: '可代理商品', MINE: '我的代理' } satisfies Record<AgentTab, string>,
  rulesTitle: '佣金规则',
  rules: [
    '成为代理后，复制推广链接分享给好友；好友通过链接「立即购买」的订单计入你的代理订单（加入购物车后下单的不计）。',
    '佣金 = 商品实付金额（不含运费，扣除退款）× 下单时的佣金比例，向下取整到分；买家确认收货、订单结算时存入你的余额。',
    '结算后发生售后退款的，佣金按退款比例退回；自己购买、暂停代理期间或商品停止代理后的订单不计佣金。',
  ],
  price: '售价',
  commission: (rate: string, each: string) => `佣金 ${rate} · 每件约赚 ¥${each}`,
  agents: (n: number) => `${n}人在代理`,
  become: '成为代理',
  becomeDone: '已成为代理，复制推广链接分享给好友吧',
  already: '已代理',
  offersEmpty: '暂时没有开放代理的商品',
  mineEmpty: '还没有代理商品，去「可代理商品」看看',
  neverSaved: '本机还没有代理信息，联网后查看',
  needNetwork: '该操作需要联网',
  status: { ACTIVE: '代理中', PAUSED: '已暂停', CLOSED: '商品已停止代理' },
  stats: (orders: number, earned: string, pending: string) => `已售 ${orders} 单 · 已得佣金 ¥${earned} · 待结算 ¥${pending}`,
  copyLink: '复制推广链接',
  copied: '推广链接已复制',
  linkTitle: '推广链接',
  pause: '暂停代理',
  pauseAsk: '暂停后，通过你的链接下的新订单不再计佣金，确定暂停吗？',
  paused: '已暂停代理',
  resume: '恢复代理',
  resumed: '已恢复代理',
};

/** The shop's side: opening a goods to agents from its goods list. */
export const AGENT_SHOP_TEXTS = {
  entry: (rate: string | null) => (rate ? `代理佣金 ${rate} ›` : '开放代理 ›'),
  title: '代理设置',
  rate: '佣金比例（%）',
  ratePlaceholder: '0.01～30，最多两位小数',
  rateInvalid: '请输入0.01～30之间的佣金比例，最多两位小数',
  open: '开放代理',
  note: '佣金按商品实付（不含运费，扣除退款）× 下单时的比例计算，订单结算时从店铺收入中支付给代理；修改比例只影响之后的订单。',
  agents: (n: number) => `当前${n}人在代理`,
  save: '保存',
  saved: '代理设置已保存',
  needNetwork: '该操作需要联网',
};
