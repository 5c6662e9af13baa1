import { ORDER_TABS } from '../domain/checkout';
import { DAZHOU_CODES, type DazhouCode } from '../domain/continents';
import type { PlayOrderSearch } from './checkout/use-order-lines';

/**
 * The search parameters of every screen. Route tables validate with these, so they stay in the first chunk
 * while the screens themselves load on demand: keep this module free of components.
 */

/** Reads each named parameter as a string, '' when absent. */
function stringParams<K extends string>(...names: K[]) {
  return (search: Record<string, unknown>) => Object.fromEntries(names.map((name) => [name, String(search[name] ?? '')])) as Record<K, string>;
}

/** Every goods detail screen takes ?goodsId=… */
export const goodsIdSearch = stringParams('goodsId');
/** An agent's link adds ?agent=<the agent's user id> to the ordinary goods detail, which carries it to buy-now. */
export const goodsInfoSearch = (search: Record<string, unknown>) => ({ ...goodsIdSearch(search), ...agentParam(search) });
const agentParam = (search: Record<string, unknown>) => (typeof search.agent === 'string' && search.agent ? { agent: search.agent } : {});
export const orderIdSearch = stringParams('orderId');
/** A dynamic's detail takes ?dynamicId=… (issue 18). */
export const dynamicIdSearch = stringParams('dynamicId');
/** A live room's screens take ?roomId=… (issue 18). */
export const roomIdSearch = stringParams('roomId');
export const orderIdsSearch = stringParams('orderIds');
export const afterSalesIdSearch = stringParams('afterSalesId');
/** The shop's order list opens on a status tab (?tab=UNDELIVERED); the screen checks the value. */
export const shopOrderTabSearch = (search: Record<string, unknown>) => ({ tab: String(search.tab ?? '') });
export const addressIdSearch = stringParams('addressId');
export const invoiceSearch = stringParams('invoiceId', 'invoiceType');
export const weixinPaySearch = stringParams('orderIds', 'code');
export const payFinishSearch = stringParams('payNo', 'orderIds');
export const commentIdSearch = stringParams('id');
export const priceRangeSearch = stringParams('startPrice', 'endPrice');
export const globalClassSearch = stringParams('classId', 'className');
export const validateShopSearch = stringParams('shopsId');
export const validateClassSearch = stringParams('classId', 'title');
/** The top-up cashier takes the amount in yuan text from full_up. */
export const amountSearch = stringParams('amount');
export const withdrawIdSearch = stringParams('withdrawId');
export const collectibleIdSearch = stringParams('collectibleId');
export const tradeIdSearch = stringParams('tradeId');
/** A list's ?tab= that must be one of `tabs`, else the first (the screen's default tab). */
export function tabOf<T extends string>(tabs: readonly T[]) {
  return (search: Record<string, unknown>): { tab: T } => {
    const tab = String(search.tab ?? '');
    return { tab: (tabs as readonly string[]).includes(tab) ? tab as T : tabs[0]! };
  };
}
/** One validator for the issue 12 screens (the first chunk is at its budget), all optional: each reads the ones it uses. */
export function shopApplySearch(search: Record<string, unknown>): { enterType?: string; status?: string; applicationId?: string } {
  const read = (name: string) => (search[name] === undefined ? undefined : String(search[name]));
  return { enterType: read('enterType'), status: read('status'), applicationId: read('applicationId') };
}
/** A withdrawal list's status tab; the screen reads an unknown one as 全部 (the statuses stay out of the first chunk). */
export const withdrawStatusSearch = stringParams('status');

/** The approval list opens on the requests waiting for a decision; status '' is 全部. */
export function validateFinanceSearch(search: Record<string, unknown>): { status: string } {
  return { status: typeof search.status === 'string' ? search.status : 'PENDING' };
}

export interface LoginSearch {
  redirect?: string;
}

/** Only in-app paths are followed after login. */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {};
}

/** Both search screens keep the searched keyword in the address, and only a non-empty one. */
export function validateKeywordSearch(search: Record<string, unknown>): { keyword?: string } {
  return typeof search.keyword === 'string' && search.keyword ? { keyword: search.keyword } : {};
}

export function validatePlayOrderSearch(search: Record<string, unknown>): PlayOrderSearch {
  const num = Number(search.num ?? 1);
  return search.source === 'buyNow'
    ? {
      source: 'buyNow', goodsId: String(search.goodsId ?? ''), num: Number.isInteger(num) && num > 0 ? num : 1,
      ...(typeof search.skuId === 'string' && search.skuId ? { skuId: search.skuId } : {}), ...agentParam(search),
    }
    : { source: 'cart' };
}

export type OrderTab = (typeof ORDER_TABS)[number];

export function validateOrderTabSearch(search: Record<string, unknown>): { status: OrderTab } {
  const status = String(search.status ?? '');
  return { status: (ORDER_TABS as readonly string[]).includes(status) ? (status as OrderTab) : '' };
}

export interface RegionSearch { dazhouCode?: DazhouCode; countryCode?: string }

/** global-purchase/country-region with the optional dazhouCode (spec §2). */
export function validateRegionSearch(search: Record<string, unknown>): RegionSearch {
  const code = String(search.dazhouCode ?? '');
  const country = String(search.countryCode ?? '');
  return {
    ...((DAZHOU_CODES as readonly string[]).includes(code) ? { dazhouCode: code as DazhouCode } : {}),
    ...(/^[A-Z]{2}$/.test(country) ? { countryCode: country } : {}),
  };
}

/** The goods form: a draft's id (a new goods keeps it as its goodsId), or a published goods to edit. */
export function shopGoodsSearch(search: Record<string, unknown>): { draftId?: string; goodsId?: string } {
  const pick = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : undefined);
  return { draftId: pick(search.draftId), goodsId: pick(search.goodsId) };
}
/** Issue 14: the platform's goods list may open on one shop, a shop's share needs its shop. */
export function companyShopSearch(search: Record<string, unknown>): { shopId?: string } {
  return search.shopId === undefined ? {} : { shopId: String(search.shopId) };
}

/** Issue 14: the administrator's user pages take their id (shop pages: companyShopSearch); lists keep their state tab and search. */
export const companyUserSearch = stringParams('userId');
export const companyListSearch = stringParams('state', 'keyword');
