import type { CallDef, ResponseOf } from '../contract/define-call';
import {
  addBlindbox, addTheme, sellBlindbox, shelfBlindbox, shopBlindbox, shopSelThemes, shopUpdTheme, updBlindbox, type Blindbox, type Theme,
} from '../contract/shop/themes';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { draftKey } from '../db/collections/drafts';
import { cacheKey } from '../domain/cache-key';
import { updateCachedAnswer } from './cached-calls';

interface ShopThemeMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const themeMutation = <C extends CallDef>(def: ShopThemeMutationDef<C>) => def;

/** The host's answer replaces its row in the list the shop last read (the first page, as the list screens ask), or leads it. */
async function keepInList<T>(db: StarqDatabase, listCall: string, item: T, same: (a: T) => boolean): Promise<void> {
  await updateCachedAnswer(db, cacheKey(listCall, {}), (value) => {
    const cached = value as { list: T[]; total: number } | null;
    if (!cached) return value;
    const known = cached.list.some(same);
    const list = known ? cached.list.map((row) => (same(row) ? item : row)) : [item, ...cached.list];
    return { list, total: cached.total + (known ? 0 : 1) };
  });
}

/** The draft this entry published is done (decision 003): the host's copy now stands for it. A draft edited again since keeps its new entry. */
async function dropPublishedDraft(db: StarqDatabase, entry: OutboxEntry, draftId: string): Promise<void> {
  const draft = await db.drafts.findOne(draftKey(entry.userId, draftId)).exec();
  if (draft?.outboxId === entry.id) await draft.remove();
}

async function confirmTheme(db: StarqDatabase, data: Theme, entry: OutboxEntry): Promise<void> {
  await keepInList(db, shopSelThemes.name, data, (t) => t.themeId === data.themeId);
  await dropPublishedDraft(db, entry, data.themeId);
}

async function confirmBox(db: StarqDatabase, data: Blindbox, entry: OutboxEntry): Promise<void> {
  await keepInList(db, shopBlindbox.name, data, (b) => b.boxId === data.boxId);
  await dropPublishedDraft(db, entry, data.boxId);
}

/** A shop's themes and blind boxes: outbox mutations, created once by their ids, changed only from the version seen (4206). */
export const SHOP_THEME_MUTATIONS = {
  'shopTheme.add': themeMutation({ call: addTheme, confirm: confirmTheme }),
  'shopTheme.update': themeMutation({ call: shopUpdTheme, confirm: confirmTheme }),
  'blindbox.add': themeMutation({ call: addBlindbox, confirm: confirmBox }),
  'blindbox.update': themeMutation({ call: updBlindbox, confirm: confirmBox }),
  'blindbox.shelf': themeMutation({ call: shelfBlindbox, confirm: confirmBox }),
  'blindbox.sell': themeMutation({ call: sellBlindbox, confirm: confirmBox }),
};
