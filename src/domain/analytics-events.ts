/**
 * spec §7 Analytics: platform type 100, event codes 100–700 (docs/decisions/012 lists them and the page codes).
 * The first four and 400 are the codes of the pay event already sent (src/contract/platform/upload.ts ANALYTICS_EVENTS).
 */
export const ANALYTICS_PLATFORM_TYPE = 100;

export const EVENT_CODES = {
  pageView: 100,
  search: 110,
  helpSearch: 120,
  helpArticle: 130,
  addToCart: 200,
  submitOrder: 300,
  pay: 400,
  confirmReceipt: 500,
  evaluate: 600,
  feedback: 650,
  afterSales: 700,
} as const;
export type EventCode = (typeof EVENT_CODES)[keyof typeof EVENT_CODES];

/** Page codes of the pages a page view names (spec: "page codes are not shown"; ours, decision 012). */
export const PAGE_CODES = {
  home: 'P100',
  search: 'P110',
  groupBuy: 'P120',
  mine: 'P130',
  helpCenter: 'P700',
  ufcHelpCenter: 'P701',
  feedback: 'P710',
  payCounter: 'P300',
} as const;
