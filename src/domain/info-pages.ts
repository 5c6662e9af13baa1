/** Content served by the host for the information pages (issue 15): sections, complaint types, culture limits. */
export const INFO_SECTIONS = ['about', 'recommendation', 'safety', 'regulation', 'ywlc', 'invoices'] as const;
export type InfoSection = (typeof INFO_SECTIONS)[number];

export const COMPLAINT_TYPES = ['goods', 'shop', 'service', 'logistics', 'other'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export const COMPLAINT_TYPE_LABELS: Record<ComplaintType, string> = {
  goods: '商品质量', shop: '店铺服务', service: '平台客服', logistics: '物流配送', other: '其他问题',
};
export const COMPLAINT_MAX = 500;
export const COMPLAINT_MIN = 10;
export const COMPLAINT_STATUSES = ['PENDING', 'HANDLED'] as const;
export const COMPLAINT_STATUS_LABELS: Record<(typeof COMPLAINT_STATUSES)[number], string> = { PENDING: '待处理', HANDLED: '已处理' };

export const AGREEMENT_CODES = ['user', 'privacy', 'shop'] as const;
export type AgreementCode = (typeof AGREEMENT_CODES)[number];

export const CULTURE_TITLE_MAX = 30;
export const CULTURE_CONTENT_MAX = 1000;
export const CULTURE_IMAGES_MAX = 9;

/** Origins web-view may show in a frame besides our own (spec §2 global/web-view): none by default. */
export const WEB_VIEW_ORIGINS: readonly string[] = [];

/** A URL web-view may frame: same origin as the app, or one of the listed origins; http(s) only. */
export function isAllowedWebViewUrl(url: string, appOrigin: string, allowed: readonly string[] = WEB_VIEW_ORIGINS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, appOrigin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return parsed.origin === appOrigin || allowed.includes(parsed.origin);
}
