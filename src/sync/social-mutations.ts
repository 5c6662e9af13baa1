import type { CallDef, ResponseOf } from '../contract/define-call';
import {
  addLog, addMsg, DYNAMIC_MSGS_PAGE, fireDynamic, iceDynamic, selDynamicDetail, selDynamicMsgs, selFocuUsersDys, selGuessLike, selHotDynamic, selTypeDynamic,
  selUsersDyList, usersDelDy, usersDyList, usersRelDy, type Dynamic, type DynamicMsg, type VoteState,
} from '../contract/social/dynamic';
import { cancelFocus, removeFocus, selFocusUsers, selUsersFanList, usersAddFocus, type FollowState } from '../contract/social/user-follows';
import type { StarqDatabase } from '../db/database';
import type { OutboxEntry } from '../db/collections/outbox';
import { draftKey } from '../db/collections/drafts';
import { cacheKey } from '../domain/cache-key';
import { rewriteCachedAnswers, updateCachedAnswer, writeCache } from './cached-calls';

interface SocialMutationDef<C extends CallDef> {
  call: C;
  confirm(db: StarqDatabase, data: ResponseOf<C>, entry: OutboxEntry): Promise<void>;
  wholeState?: string;
}

const socialMutation = <C extends CallDef>(def: SocialMutationDef<C>) => def;

/** The follow button's confirmed state: the same key the button's cached selfocususers read uses. */
export const followStateKey = (userId: string) => cacheKey(selFocusUsers.name, { userId });

async function keepFollowState(db: StarqDatabase, data: FollowState): Promise<void> {
  await writeCache(db, followStateKey(data.userId), data);
}

type Page<T> = { list?: T[]; total?: number } | null;

/** The cached answers that hold dynamics (a detail or a page of them); a dynamic's comments are not among them. */
const DYNAMIC_ANSWERS = [selDynamicDetail, usersDyList, selUsersDyList, selTypeDynamic, selHotDynamic, selGuessLike, selFocuUsersDys]
  .map((call) => `${call.name}:`);

function patchDynamic(value: unknown, dynamicId: string, patch: (d: Dynamic) => Dynamic | null): unknown {
  const single = value as Dynamic | null;
  if (single && typeof single === 'object' && 'dynamicId' in single) return single.dynamicId === dynamicId ? patch(single) : value;
  const page = value as Page<Dynamic>;
  if (!page?.list?.some((d) => d.dynamicId === dynamicId)) return value;
  const list = page.list.flatMap((d) => (d.dynamicId === dynamicId ? [patch(d)].filter((x): x is Dynamic => x !== null) : [d]));
  return { ...page, list, total: (page.total ?? 0) - (page.list.length - list.length) };
}

/** Published: the draft is done with, and the post shows at the top of the author's own list and as its detail. */
async function confirmRelease(db: StarqDatabase, data: Dynamic, entry: OutboxEntry): Promise<void> {
  await (await db.drafts.findOne(draftKey(entry.userId, data.dynamicId)).exec())?.remove();
  await writeCache(db, cacheKey(selDynamicDetail.name, { dynamicId: data.dynamicId }), data);
  await rewriteCachedAnswers(db, [`${usersDyList.name}:`], (value) => {
    const page = value as Page<Dynamic>;
    if (!page?.list || page.list.some((d) => d.dynamicId === data.dynamicId)) return value;
    return { ...page, list: [data, ...page.list], total: (page.total ?? 0) + 1 };
  });
}

async function confirmVote(db: StarqDatabase, data: VoteState): Promise<void> {
  await rewriteCachedAnswers(db, DYNAMIC_ANSWERS, (value) => patchDynamic(value, data.dynamicId, (d) => ({ ...d, fire: data.fire, ice: data.ice, myVote: data.myVote })));
}

/**
 * The comment joins the page the detail screen reads, even before the device held it (the first read still on its
 * way), so a sent comment never disappears between its ack and that read.
 */
async function confirmMsg(db: StarqDatabase, data: DynamicMsg): Promise<void> {
  await updateCachedAnswer(db, cacheKey(selDynamicMsgs.name, { dynamicId: data.dynamicId, ...DYNAMIC_MSGS_PAGE }), (value) => {
    const page = (value as Page<DynamicMsg>) ?? { list: [], total: 0 };
    if (!page.list || page.list.some((m) => m.msgId === data.msgId)) return value;
    return { ...page, list: [...page.list, data], total: (page.total ?? 0) + 1 };
  });
  await rewriteCachedAnswers(db, DYNAMIC_ANSWERS, (value) => patchDynamic(value, data.dynamicId, (d) => ({ ...d, msgs: d.msgs + 1 })));
}

/** Issue 18: follows and the dynamic feed's writes, each queued in the outbox and replayed once (docs/decisions/004, 015). */
export const SOCIAL_MUTATIONS = {
  'follows.add': socialMutation({ call: usersAddFocus, confirm: (db, data) => keepFollowState(db, data) }),
  'follows.cancel': socialMutation({ call: cancelFocus, confirm: (db, data) => keepFollowState(db, data) }),
  'follows.removeFan': socialMutation({
    call: removeFocus,
    confirm: (db, data) => rewriteCachedAnswers(db, [`${selUsersFanList.name}:`], (value) => {
      const page = value as Page<{ userId: string }>;
      if (!page?.list?.some((u) => u.userId === data.userId)) return value;
      return { ...page, list: page.list.filter((u) => u.userId !== data.userId), total: (page.total ?? 1) - 1 };
    }),
  }),
  'dynamic.release': socialMutation({ call: usersRelDy, confirm: confirmRelease }),
  'dynamic.delete': socialMutation({
    call: usersDelDy, confirm: (db, data) => rewriteCachedAnswers(db, DYNAMIC_ANSWERS, (value) => patchDynamic(value, data.dynamicId, () => null)),
  }),
  'dynamic.fire': socialMutation({ call: fireDynamic, confirm: (db, data) => confirmVote(db, data) }),
  'dynamic.ice': socialMutation({ call: iceDynamic, confirm: (db, data) => confirmVote(db, data) }),
  'dynamic.addLog': socialMutation({
    call: addLog, confirm: (db, data) => rewriteCachedAnswers(db, DYNAMIC_ANSWERS, (value) => patchDynamic(value, data.dynamicId, (d) => ({ ...d, views: data.views }))),
  }),
  'dynamic.addMsg': socialMutation({ call: addMsg, confirm: (db, data) => confirmMsg(db, data) }),
};
