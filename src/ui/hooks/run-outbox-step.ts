import type { MutationArgs, MutationName } from '../../sync/mutations';
import type { SyncHandle } from '../../workers/sync-handle';
import { toast } from '../feedback';
import { awaitEntry } from './use-entry-outcome';

export type StepOutcome = 'accepted' | 'pending' | 'rejected' | 'invalid';

/**
 * One user step through the outbox, told as it ends: the host's refusal or bad input in its own words, `done` when
 * the host accepted it, `queued` when it waits for the network (offline it stays queued and is replayed once).
 */
export async function runOutboxStep<N extends MutationName>(
  sync: SyncHandle, userId: string, name: N, args: MutationArgs<N>, texts: { done: string; queued: string },
): Promise<StepOutcome> {
  const result = await sync.mutate(name, args);
  if (!result.ok) {
    toast(result.msg);
    return 'invalid';
  }
  const outcome = await awaitEntry(sync, userId, result.id, navigator.onLine ? 15_000 : 300);
  if (outcome.state === 'rejected') toast(outcome.msg);
  else toast(outcome.state === 'accepted' ? texts.done : texts.queued);
  return outcome.state;
}
