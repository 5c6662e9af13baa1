import type { Dynamic, Vote } from '../../contract/social/dynamic';
import type { OutboxEntry } from '../../db/collections/outbox';

const VOTE_NAMES: Record<string, Vote> = { 'dynamic.fire': 'fire', 'dynamic.ice': 'ice' };

/** The dynamic as this device shows it: the host's counts with the newest queued fire or ice applied (待同步). */
export function withQueuedVote(dynamic: Dynamic, outbox: OutboxEntry[]): Dynamic & { votePending: boolean } {
  const queued = outbox.filter((e) => e.status === 'pending' && VOTE_NAMES[e.name] && e.args.dynamicId === dynamic.dynamicId).at(-1);
  if (!queued) return { ...dynamic, votePending: false };
  const vote = VOTE_NAMES[queued.name]!;
  if (vote === dynamic.myVote) return { ...dynamic, votePending: true };
  const counts = { fire: dynamic.fire, ice: dynamic.ice };
  if (dynamic.myVote === 'fire' || dynamic.myVote === 'ice') counts[dynamic.myVote] -= 1;
  counts[vote as 'fire' | 'ice'] += 1;
  return { ...dynamic, ...counts, myVote: vote, votePending: true };
}
