import { SUB_LEVEL_MIN_CHILDREN } from './constants';
import { MESSAGES } from './messages';
import { isNumber } from './validators';

export type OtherSort = '' | '00' | '01' | '02';
export type PriceSort = '' | '00' | '01';

export interface SortState {
  otherSort: OtherSort;
  priceSort: PriceSort;
  filterOpen: boolean;
}

/** spec §4 sort tabs 1–4; the labels are ours (the spec does not show them). */
export const SORT_TABS = [
  { index: 1, label: MESSAGES.sortComposite, otherSort: '00' },
  { index: 2, label: MESSAGES.sortSales, otherSort: '01' },
  { index: 3, label: MESSAGES.sortPrice, otherSort: '02' },
  { index: 4, label: MESSAGES.sortFilter, otherSort: null },
] as const;

export const INITIAL_SORT_STATE: SortState = { otherSort: '', priceSort: '', filterOpen: false };

// spec §4: ascending is 01, descending is 00.
const PRICE_ASCENDING = '01';
const PRICE_DESCENDING = '00';

/**
 * spec §4: tab 1 → otherSort 00, tab 2 → 01, tab 3 → 02 with the price order
 * toggled (first tap ascending), tab 4 opens the filter and keeps the sort.
 * Leaving tab 3 clears the price order, so coming back starts ascending.
 */
export function applySortTab(state: SortState, tabIndex: number): SortState {
  switch (tabIndex) {
    case 1:
      return { ...state, otherSort: '00', priceSort: '' };
    case 2:
      return { ...state, otherSort: '01', priceSort: '' };
    case 3:
      return {
        ...state,
        otherSort: '02',
        priceSort: state.otherSort === '02' && state.priceSort === PRICE_ASCENDING ? PRICE_DESCENDING : PRICE_ASCENDING,
      };
    case 4:
      return { ...state, filterOpen: true };
    default:
      return { ...state };
  }
}

export type PriceRangeCheck = { ok: true } | { ok: false; msg: string; clearHighest: boolean };

/** spec §5 price range toasts; both empty means no price filter. */
export function checkPriceRange(lowest: string, highest: string): PriceRangeCheck {
  const low = lowest.trim();
  const high = highest.trim();
  if (low === '' && high === '') return { ok: true };
  if (high === '') return { ok: false, msg: MESSAGES.priceMaxEmpty, clearHighest: false };
  if (low === '') return { ok: false, msg: MESSAGES.priceMinEmpty, clearHighest: false };
  if (!isNumber(low) || !isNumber(high)) return { ok: false, msg: MESSAGES.priceInvalid, clearHighest: false };
  if (Number(high) < Number(low)) return { ok: false, msg: MESSAGES.priceMaxLessThanMin, clearHighest: true };
  return { ok: true };
}

/** spec §3 goods filter result; every value is form text, '' meaning "not chosen". */
export interface GoodsFilterResult {
  ownGoods: string;
  age: string;
  locationId: string;
  classId: string;
  className: string;
  startPrice: string;
  endPrice: string;
  otherSort: OtherSort;
  priceSort: PriceSort;
}

export type GoodsFilterInput = Partial<Omit<GoodsFilterResult, 'otherSort' | 'priceSort'>>;

/** spec §4 Reset: every selection cleared. */
export function resetFilter(): GoodsFilterResult {
  return {
    ownGoods: '', age: '', locationId: '', classId: '', className: '',
    startPrice: '', endPrice: '', otherSort: '', priceSort: '',
  };
}

/** spec §4 Confirm: the chosen filter with the sort values cleared. */
export function confirmFilter(input: GoodsFilterInput): GoodsFilterResult {
  return {
    ...resetFilter(),
    ownGoods: input.ownGoods ?? '',
    age: input.age ?? '',
    locationId: input.locationId ?? '',
    classId: input.classId ?? '',
    className: input.className ?? '',
    startPrice: input.startPrice?.trim() ?? '',
    endPrice: input.endPrice?.trim() ?? '',
  };
}

/** spec §2: a category sub-level is shown only with more than 2 children. */
export function shouldShowSubLevel(children: readonly unknown[] | null | undefined): boolean {
  return (children?.length ?? 0) > SUB_LEVEL_MIN_CHILDREN;
}
