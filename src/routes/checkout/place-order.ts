import type { ResponseOf } from '../../contract/define-call';
import type { createOrder } from '../../contract/orders/order';
import { createdOrdersKey } from '../../sync/checkout-store';
import type { MutationArgs } from '../../sync/mutations';
import { alertDialog, toast } from '../../ui/feedback';
import { awaitEntry } from '../../ui/hooks/use-entry-outcome';
import type { SyncHandle } from '../../workers/sync-handle';

type Created = ResponseOf<typeof createOrder>;

function readCreated(sync: SyncHandle, key: string): Promise<Created | null> {
  return new Promise((resolve) => {
    const stop = sync.watch('cached', { key }, (value) => {
      queueMicrotask(stop);
      resolve((value as Created | null) ?? null);
    });
  });
}

/**
 * An order for money through the outbox (`order.create`), so it can be composed offline. Answers the order ids once
 * the host made it (on to the pay counter); 'orders' when it waits as 待提交 (said with `savedOffline`) or its answer
 * is not on the device (on to the order list); null when it was refused (said with `refused` and the host's message).
 */
export async function placeOrder(
  sync: SyncHandle, userId: string, args: MutationArgs<'order.create'>, preview: Record<string, unknown>,
  texts: { refused: string; savedOffline: string },
): Promise<string | 'orders' | null> {
  const result = await sync.mutate('order.create', args, preview);
  if (!result.ok) {
    toast(result.msg);
    return null;
  }
  const outcome = await awaitEntry(sync, userId, result.id, navigator.onLine ? 15_000 : 300);
  if (outcome.state === 'rejected') {
    void alertDialog(texts.refused, outcome.msg);
    return null;
  }
  if (outcome.state === 'pending') {
    toast(texts.savedOffline);
    return 'orders';
  }
  const created = await readCreated(sync, createdOrdersKey(result.id));
  return created ? created.orderIds.join(',') : 'orders';
}
