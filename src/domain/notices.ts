/** Notice topics a user can switch on or off (issue 15: notice_settings); the live channel honours them when sending. */
export const NOTICE_TOPICS = ['order', 'afterSales', 'service', 'promotion', 'system'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

export const NOTICE_TOPIC_LABELS: Record<NoticeTopic, string> = {
  order: '订单物流',
  afterSales: '售后进度',
  service: '客服消息',
  promotion: '活动优惠',
  system: '系统公告',
};

export const NOTICE_TOPIC_HINTS: Record<NoticeTopic, string> = {
  order: '付款、发货、签收等订单动态',
  afterSales: '退款、退货、换货的处理进度',
  service: '客服和店主给您的回复',
  promotion: '优惠券、拼团、上新等活动信息',
  system: '平台规则变更和重要公告',
};

/** Every topic is on until the user turns it off, except promotions (spec silent: opt-in for marketing). */
export const NOTICE_DEFAULTS: Readonly<Record<NoticeTopic, boolean>> = {
  order: true, afterSales: true, service: true, promotion: false, system: true,
};

export function isNoticeTopic(value: unknown): value is NoticeTopic {
  return typeof value === 'string' && (NOTICE_TOPICS as readonly string[]).includes(value);
}

export interface NoticeSwitch { topic: NoticeTopic; enabled: boolean }

/** The user's switches: the stored ones over the defaults, in the fixed topic order. */
export function noticeSwitchesOf(stored: readonly { topic: string; enabled: boolean }[]): NoticeSwitch[] {
  const chosen = new Map(stored.filter((s) => isNoticeTopic(s.topic)).map((s) => [s.topic as NoticeTopic, s.enabled]));
  return NOTICE_TOPICS.map((topic) => ({ topic, enabled: chosen.get(topic) ?? NOTICE_DEFAULTS[topic] }));
}

/** Pending changes (oldest first) applied over the confirmed switches: the optimistic view. */
export function applyNoticeChanges(base: readonly NoticeSwitch[], changes: readonly NoticeSwitch[]): NoticeSwitch[] {
  return base.map((s) => {
    const last = changes.findLast((c) => c.topic === s.topic);
    return last ? { topic: s.topic, enabled: last.enabled } : s;
  });
}

/** What a notice opens: the buyer's order, an after-sales request, or a service conversation. */
export interface NoticeTarget {
  screen: 'order' | 'afterSales' | 'chat';
  id: string;
}
