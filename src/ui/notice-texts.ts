export const NOTICE_TEXTS = {
  title: '消息通知',
  empty: '暂无消息',
  emptyHint: '订单发货、售后进度和客服回复会在这里通知您',
  settings: '通知设置',
  open: '查看',
} as const;
