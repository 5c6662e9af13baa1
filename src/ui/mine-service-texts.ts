/** 我的 and the shop workspace: the account and service center's entries (issue 15). */
export const MINE_SERVICE_TEXTS = {
  notices: '消息通知',
  help: '帮助中心',
  feedback: '意见反馈',
  invite: '邀请好友',
  shopHelp: '商家帮助中心',
  kindOrders: { group: '拼团订单', spell: '拼拍订单', blindbox: '我的盲盒', nft: '我的藏品', agent: '代理商品', offers: '我的私洽' },
} as const;
