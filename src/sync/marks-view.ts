import { pushRecommendParam } from '../domain/history';
import { markKind, type Mark, type MarkPreview, type MarkType } from '../db/records/mark';
import { recordKey } from '../db/records/records';
import type { OutboxEntry } from '../db/collections/outbox';

export interface MarkView extends Mark {
  /** A queued change made this mark and the host has not confirmed it yet. */
  pending: boolean;
}

/** What each mark mutation does to the view: which list, add or remove, and the argument naming the target. */
export const MARK_EFFECTS: Record<string, { type: MarkType; add: boolean; arg: 'goodsId' | 'shopsId' }> = {
  'marks.collect': { type: 'collect', add: true, arg: 'goodsId' },
  'marks.uncollect': { type: 'collect', add: false, arg: 'goodsId' },
  'marks.follow': { type: 'focus', add: true, arg: 'shopsId' },
  'marks.unfollow': { type: 'focus', add: false, arg: 'shopsId' },
};

export function pendingMarkEntries(entries: OutboxEntry[], type: MarkType): OutboxEntry[] {
  return entries.filter((e) => e.status === 'pending' && MARK_EFFECTS[e.name]?.type === type).sort((a, b) => a.seq - b.seq);
}

/**
 * The marks the user sees: the confirmed ones with the pending outbox entries
 * re-applied in order (as the cart view does; a rejected entry is not applied,
 * which rolls it back). Newest first.
 */
export function deriveMarks(confirmed: Mark[], entries: OutboxEntry[], userId: string, type: MarkType): MarkView[] {
  const marks = new Map<string, MarkView>();
  for (const doc of confirmed) if (doc.userId === userId && doc.type === type) marks.set(doc.targetId, { ...doc, pending: false });
  for (const entry of pendingMarkEntries(entries.filter((e) => e.userId === userId), type)) {
    const effect = MARK_EFFECTS[entry.name]!;
    const targetId = String(entry.args[effect.arg]);
    if (!effect.add) {
      marks.delete(targetId);
      continue;
    }
    const known = marks.get(targetId);
    const preview = entry.preview as Partial<MarkPreview>;
    if (!known && !preview.title) continue;
    marks.set(targetId, {
      ...(known ?? { id: recordKey(userId, markKind(type), targetId), userId, type, targetId, title: '', image: '', price: 0, sub: '', extra: '', classId: '' }),
      ...preview,
      at: entry.createdAt,
      pending: true,
    });
  }
  return [...marks.values()].sort((a, b) => b.at - a.at || a.targetId.localeCompare(b.targetId));
}

/** spec §3/§9 recommend parameters from the browse footprints: most recent first, one per classId, at most 5. */
export function recommendParamsOf(browse: MarkView[]): { classId: string }[] {
  return [...browse].reverse().filter((m) => m.classId)
    .reduce<{ classId: string }[]>((list, mark) => pushRecommendParam(list, { classId: mark.classId }), []);
}
