import {
  addBlindbox, addTheme as addThemeCall, sellBlindbox, shelfBlindbox, shopBlindbox, shopSelThemes, shopUpdTheme, updBlindbox,
} from '../../../../src/contract/shop/themes';
import { bind, type Binding } from '../../../http/bind-call';
import { addBox, listBoxes, updateBox } from './blindboxes';
import { sellBox, shelfBox } from './sell-box';
import { addTheme, listThemes, updateTheme } from './themes';

/** spec §7 nfatheme and blindbox, the shop's side (issue 13); a box is bought as the goods it is sold as (sell-box.ts, issue 17). */
export const shopThemesBindings: Binding[] = [
  bind(addThemeCall, async ({ input, auth, db, deps }) => addTheme(db, { userId: auth.userId!, shopId: auth.shopId! }, input, deps.now())),
  bind(shopUpdTheme, async ({ input, auth, db, deps }) => updateTheme(db, { userId: auth.userId!, shopId: auth.shopId! }, input, deps.now())),
  bind(shopSelThemes, async ({ input, auth, db }) => listThemes(db, auth.shopId!, input.pageNum, input.pageSize)),
  bind(addBlindbox, async ({ input, auth, db, deps }) => addBox(db, { userId: auth.userId!, shopId: auth.shopId! }, input, deps.now())),
  bind(updBlindbox, async ({ input, auth, db, deps }) => updateBox(db, { userId: auth.userId!, shopId: auth.shopId! }, input, deps.now())),
  bind(sellBlindbox, async ({ input, auth, db, deps }) => sellBox(db, { userId: auth.userId!, shopId: auth.shopId! }, input, deps.now())),
  bind(shelfBlindbox, async ({ input, auth, db, deps }) => shelfBox(db, { userId: auth.userId!, shopId: auth.shopId! }, input, deps.now())),
  bind(shopBlindbox, async ({ input, auth, db }) => listBoxes(db, auth.shopId!, input.pageNum, input.pageSize)),
];
