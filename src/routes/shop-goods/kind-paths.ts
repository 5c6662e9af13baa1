import type { InfoKind } from '../../contract/shop/goods-kinds';
import { PATHS } from '../paths';

/** The kinds a shop owner adds from the workspace, each with its own add and list screen (docs/decisions/006). */
export type FormKind = 'ordinary' | InfoKind;

export const FORM_PATHS = {
  ordinary: PATHS.addOrUpdateGoods, ip: PATHS.addIpGoods, art: PATHS.addArtGoods, gold: PATHS.addGoldGoods, meta: PATHS.addMetaGoods,
} as const satisfies Record<FormKind, string>;

/** shop_goods_list shows every kind (with a kind filter); each special kind also has its own list. */
export const LIST_PATHS = {
  '': PATHS.shopGoodsList, ip: PATHS.shopIpGoodsList, art: PATHS.shopArtGoodsList, gold: PATHS.shopGoldGoodsList, meta: PATHS.shopMetaGoodsList,
} as const satisfies Record<'' | InfoKind, string>;

export function formPathOf(kind: string): (typeof FORM_PATHS)[FormKind] {
  return FORM_PATHS[(kind in FORM_PATHS ? kind : 'ordinary') as FormKind];
}
