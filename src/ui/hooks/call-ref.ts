import type { CallDef } from '../../contract/define-call';

/**
 * A read call named without its contract entry. Screens in the page's first chunk (the home) read cached
 * answers by name through the worker, so the entries' zod schemas stay out of that chunk; the type is the entry's.
 */
export interface CallRef<C extends CallDef> {
  readonly name: string;
  /** Carries the entry's type; never set. */
  readonly entry?: C;
}

/** `callRef<typeof pageTemplate>('goods.pageTemplate')`: a test beside each use checks the name against the entry. */
export function callRef<C extends CallDef>(name: string): CallRef<C> {
  return { name };
}
