import { useEffect } from 'react';
import type { MutationArgs, MutationName } from '../sync/mutations';
import { runOutboxStep } from '../ui/hooks/run-outbox-step';
import { useLiveQuery } from '../ui/hooks/use-live-query';
import { useRefresh } from '../ui/hooks/use-refresh';
import { CHECKOUT_TEXTS } from '../ui/checkout-texts';
import type { SyncHandle } from '../workers/sync-handle';

/** Addresses and invoices as the user sees them: the confirmed records plus their own pending edits. */
export function useAddressBook(sync: SyncHandle, userId: string) {
  useEffect(() => {
    void sync.refresh({ kind: 'records', records: 'addresses' });
    void sync.refresh({ kind: 'records', records: 'invoices' });
  }, [sync, userId]);
  const addresses = useLiveQuery(sync, 'addressView', { userId });
  const invoices = useLiveQuery(sync, 'invoiceView', { userId });
  return { addresses: addresses.data ?? [], invoices: invoices.data ?? [], loading: addresses.loading || invoices.loading };
}

/**
 * The user's orders in one status tab from the local store, so the tabs filter with no network; opening
 * pulls the changes since the last visit. Shaped like a cached call's state, so the list reads the same.
 */
export function useOrderList(sync: SyncHandle, userId: string, status: string) {
  const stored = useLiveQuery(sync, 'orderList', { userId, status });
  const { pending, failure, reload } = useRefresh(sync, { kind: 'records', records: 'orders' }, userId);
  const list = stored.data;
  return { data: list ? { list } : null, loading: stored.loading || (pending && !list?.length), failure, reload };
}

/**
 * An order step through the outbox: true once the host accepted it. A refusal
 * shows the host's message; offline the step stays queued and says so.
 */
export async function runStep<N extends MutationName>(
  sync: SyncHandle, userId: string, name: N, args: MutationArgs<N>, done: string = CHECKOUT_TEXTS.orders.done,
): Promise<boolean> {
  return (await runOutboxStep(sync, userId, name, args, { done, queued: CHECKOUT_TEXTS.orders.queued })) === 'accepted';
}
