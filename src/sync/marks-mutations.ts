import type { CallDef, ResponseOf } from '../contract/define-call';
import { collectAdd, collectDelete, focusAdd, focusDelete } from '../contract/marks';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { patchShop, removeMarks, saveMark } from './marks-records';
import { collectMark, focusMark } from './marks-store';

interface MarkMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  /** Each answer is one mark's state, not the whole list: every answer is written. */
  wholeState?: string;
}

function markMutation<C extends CallDef>(def: MarkMutationDef<C>): MarkMutationDef<C> {
  return def;
}

type CollectState = ResponseOf<typeof collectAdd>;
type FocusState = ResponseOf<typeof focusAdd>;

/** The host answers the confirmed state of the one goods: write it, or remove the mark. */
async function confirmCollect(db: StarqDatabase, data: CollectState, entry: OutboxEntry): Promise<void> {
  if (data.item) await saveMark(db, collectMark(entry.userId, data.item));
  else await removeMarks(db, entry.userId, 'collect', [data.goodsId]);
}

async function confirmFocus(db: StarqDatabase, data: FocusState, entry: OutboxEntry): Promise<void> {
  if (data.item) await saveMark(db, focusMark(entry.userId, data.item));
  else await removeMarks(db, entry.userId, 'focus', [data.shopsId]);
  await patchShop(db, data.shopsId, { shopFans: data.shopFans });
}

/** Follow and collect: each goes through the outbox and replays once (docs/decisions/004). */
export const MARK_MUTATIONS = {
  'marks.collect': markMutation({ call: collectAdd, confirm: confirmCollect }),
  'marks.uncollect': markMutation({ call: collectDelete, confirm: confirmCollect }),
  'marks.follow': markMutation({ call: focusAdd, confirm: confirmFocus }),
  'marks.unfollow': markMutation({ call: focusDelete, confirm: confirmFocus }),
};
