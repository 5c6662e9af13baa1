import type { CallDef, ResponseOf } from '../contract/define-call';
import { collectAdd, collectDelete, focusAdd, focusDelete } from '../contract/catalogue/my-lists';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { confirmListEntry, patchShop } from './my-lists-records';
import { collectEntry, focusEntry } from './my-lists-store';

interface ListMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  /** Each answer is one mark's state, not the whole list: every answer is written. */
  wholeState?: string;
}

function listMutation<C extends CallDef>(def: ListMutationDef<C>): ListMutationDef<C> {
  return def;
}

type CollectState = ResponseOf<typeof collectAdd>;
type FocusState = ResponseOf<typeof focusAdd>;

/** The host answers the confirmed state of the one goods: write it, or remove the mark. */
async function confirmCollect(db: StarqDatabase, data: CollectState, entry: OutboxEntry): Promise<void> {
  await confirmListEntry(db, entry.userId, 'collect', data.item ? { save: collectEntry(entry.userId, data.item) } : { remove: data.goodsId });
}

async function confirmFocus(db: StarqDatabase, data: FocusState, entry: OutboxEntry): Promise<void> {
  await confirmListEntry(db, entry.userId, 'focus', data.item ? { save: focusEntry(entry.userId, data.item) } : { remove: data.shopsId });
  await patchShop(db, data.shopsId, { shopFans: data.shopFans });
}

/** Follow and collect: each goes through the outbox and replays once (docs/decisions/004). */
export const MARK_MUTATIONS = {
  'marks.collect': listMutation({ call: collectAdd, confirm: confirmCollect }),
  'marks.uncollect': listMutation({ call: collectDelete, confirm: confirmCollect }),
  'marks.follow': listMutation({ call: focusAdd, confirm: confirmFocus }),
  'marks.unfollow': listMutation({ call: focusDelete, confirm: confirmFocus }),
};
