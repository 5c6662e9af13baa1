import type { CallDef, ResponseOf } from '../contract/define-call';
import {
  addBlindbox, addTheme, shelfBlindbox, shopBlindbox, shopSelThemes, shopUpdTheme, updBlindbox, type Blindbox, type Theme,
} from '../contract/shop-themes';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { cacheKey } from '../domain/cache-key';
import { writeCache } from './cached-calls';

interface ShopThemeMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const themeMutation = <C extends CallDef>(def: ShopThemeMutationDef<C>) => def;

/** The host's answer replaces its row in the list the shop last read (the first page, as the list screens ask), or leads it. */
async function keepInList<T>(db: StarqDatabase, listCall: string, item: T, same: (a: T) => boolean): Promise<void> {
  const key = cacheKey(listCall, {});
  const doc = await db.cache.findOne(key).exec();
  if (!doc) return;
  const cached = JSON.parse(doc.json) as { list: T[]; total: number };
  const known = cached.list.some(same);
  const list = known ? cached.list.map((row) => (same(row) ? item : row)) : [item, ...cached.list];
  await writeCache(db, key, { list, total: cached.total + (known ? 0 : 1) });
}

const confirmTheme = (db: StarqDatabase, data: Theme) => keepInList(db, shopSelThemes.name, data, (t) => t.themeId === data.themeId);
const confirmBox = (db: StarqDatabase, data: Blindbox) => keepInList(db, shopBlindbox.name, data, (b) => b.boxId === data.boxId);

/** A shop's themes and blind boxes: outbox mutations, created once by their ids, changed only from the version seen (4206). */
export const SHOP_THEME_MUTATIONS = {
  'shopTheme.add': themeMutation({ call: addTheme, confirm: confirmTheme }),
  'shopTheme.update': themeMutation({ call: shopUpdTheme, confirm: confirmTheme }),
  'blindbox.add': themeMutation({ call: addBlindbox, confirm: confirmBox }),
  'blindbox.update': themeMutation({ call: updBlindbox, confirm: confirmBox }),
  'blindbox.shelf': themeMutation({ call: shelfBlindbox, confirm: confirmBox }),
};
