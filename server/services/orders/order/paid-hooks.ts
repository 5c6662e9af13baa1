import type { Db } from '../../../db/open';

/**
 * What a goods kind does when its orders are paid, in the paying transaction (a group buy seat counted, a spell
 * entry taken): `markPaid` runs every hook with the orders it just moved; a hook acts only on orders of its kind.
 * The features register their hooks (server/services/index.ts), so the order module imports none of them and no
 * feature that creates orders imports itself back through here (docs/decisions/023).
 */
export type OrderPaidHook = (db: Db, orderIds: string[], now: number) => Promise<void>;

const hooks = new Map<string, OrderPaidHook>();

/** One hook per kind; registering a kind again replaces its hook (several apps in one test process). */
export function registerPaidHook(kind: string, hook: OrderPaidHook): void {
  hooks.set(kind, hook);
}

/** Runs every registered hook, in registration order. No hook registered is a wiring mistake, never a silent skip. */
export async function runPaidHooks(db: Db, orderIds: string[], now: number): Promise<void> {
  if (hooks.size === 0) throw new Error('no order paid hooks registered (server/services/index.ts)');
  for (const hook of hooks.values()) await hook(db, orderIds, now);
}
