import type { EventCode } from '../../domain/analytics-events';

export type EventProps = Record<string, string | number | boolean>;
interface Raised { code: EventCode; page: string; at: number; props: EventProps }

const raised: Raised[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Raises an analytics event (docs/decisions/012). Only this function is in the first chunk: the events are handed,
 * two seconds later and off the click's path, to the queue module, which keeps them in IndexedDB and sends them in batches.
 */
export function track(code: EventCode, page = '', props: EventProps = {}): void {
  raised.push({ code, page, at: Date.now(), props });
  timer ??= setTimeout(handOver, 2000);
}

function handOver(): void {
  timer = undefined;
  const events = raised.splice(0);
  void import('./analytics-queue').then((queue) => queue.keepAndSend(events)).catch(() => undefined);
}
