import type { AnalyticsStore, StoredEvent } from '../../db/analytics-store';

/** What sending one batch came to: sent (drop it), refused (drop it too), retry (send it again now), stop (try later). */
export type SendOutcome = 'sent' | 'refused' | 'retry' | 'stop';
export type Sender = (events: StoredEvent[]) => Promise<SendOutcome>;

/** Rough size of a batch's encoded payload (base64 of the JSON). */
const encodedSize = (events: StoredEvent[]) => Math.ceil((JSON.stringify(events).length + 400) * 4 / 3);

/**
 * Sends the oldest events, at most `max` and within `maxChars` encoded, in the order raised; one user's events per
 * batch (the batch names its user). Events of a batch are deleted only after the host answered it.
 */
export async function takeBatch(store: AnalyticsStore, send: Sender, max: number, maxChars: number): Promise<'empty' | SendOutcome> {
  const oldest = await store.events.orderBy('seq').limit(max).toArray();
  if (oldest.length === 0) return 'empty';
  let batch = oldest.filter((e, i) => oldest.slice(0, i + 1).every((x) => x.userId === oldest[0]!.userId));
  while (batch.length > 1 && encodedSize(batch) > maxChars) batch = batch.slice(0, Math.ceil(batch.length / 2));
  const outcome = await send(batch);
  if (outcome === 'sent' || outcome === 'refused') await store.events.bulkDelete(batch.map((e) => e.seq!));
  return outcome;
}

/** Keeps the newest `max` events: an offline device never grows the store without bound. */
export async function trimTo(store: AnalyticsStore, max: number): Promise<void> {
  const extra = (await store.events.count()) - max;
  if (extra > 0) await store.events.bulkDelete(await store.events.orderBy('seq').limit(extra).primaryKeys());
}
