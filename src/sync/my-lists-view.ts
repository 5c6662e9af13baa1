import { pushRecommendParam } from '../domain/history';
import { listKind, type ListEntry, type ListEntryPreview, type ListEntryType } from '../db/records/list-entry';
import { recordKey } from '../db/records/records';
import type { OutboxEntry } from '../db/collections/outbox';

export interface ListEntryView extends ListEntry {
  /** A queued change made this mark and the host has not confirmed it yet. */
  pending: boolean;
}

/** What each mark mutation does to the view: which list, add or remove, and the argument naming the target. */
export const MARK_EFFECTS: Record<string, { type: ListEntryType; add: boolean; arg: 'goodsId' | 'shopsId' }> = {
  'marks.collect': { type: 'collect', add: true, arg: 'goodsId' },
  'marks.uncollect': { type: 'collect', add: false, arg: 'goodsId' },
  'marks.follow': { type: 'focus', add: true, arg: 'shopsId' },
  'marks.unfollow': { type: 'focus', add: false, arg: 'shopsId' },
};

export function pendingListEntries(entries: OutboxEntry[], type: ListEntryType): OutboxEntry[] {
  return entries.filter((e) => e.status === 'pending' && MARK_EFFECTS[e.name]?.type === type).sort((a, b) => a.seq - b.seq);
}

/**
 * The marks the user sees: the confirmed ones with the pending outbox entries
 * re-applied in order (as the cart view does; a rejected entry is not applied,
 * which rolls it back). Newest first.
 */
export function deriveMyLists(confirmed: ListEntry[], entries: OutboxEntry[], userId: string, type: ListEntryType): ListEntryView[] {
  const myLists = new Map<string, ListEntryView>();
  for (const doc of confirmed) if (doc.userId === userId && doc.type === type) myLists.set(doc.targetId, { ...doc, pending: false });
  for (const entry of pendingListEntries(entries.filter((e) => e.userId === userId), type)) {
    const effect = MARK_EFFECTS[entry.name]!;
    const targetId = String(entry.args[effect.arg]);
    if (!effect.add) {
      myLists.delete(targetId);
      continue;
    }
    const known = myLists.get(targetId);
    const preview = entry.preview as Partial<ListEntryPreview>;
    if (!known && !preview.title) continue;
    myLists.set(targetId, {
      ...(known ?? { id: recordKey(userId, listKind(type), targetId), userId, type, targetId, title: '', image: '', price: 0, sub: '', extra: '', classId: '' }),
      ...preview,
      at: entry.createdAt,
      pending: true,
    });
  }
  return [...myLists.values()].sort((a, b) => b.at - a.at || a.targetId.localeCompare(b.targetId));
}

/** spec §3/§9 recommend parameters from the browse footprints: most recent first, one per classId, at most 5. */
export function recommendParamsOf(browse: ListEntryView[]): { classId: string }[] {
  return [...browse].reverse().filter((m) => m.classId)
    .reduce<{ classId: string }[]>((list, entry) => pushRecommendParam(list, { classId: entry.classId }), []);
}
