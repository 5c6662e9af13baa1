import type { z } from 'zod';

/** The service hosts of spec §7; each has its own base URL on the client. */
export const HOSTS = [
  'assist', 'goods', 'member', 'order', 'shop', 'pay', 'search',
  'chat', 'live', 'data', 'h5', 'nft', 'wx',
] as const;
export type Host = (typeof HOSTS)[number];

/** Who may call an entry (spec §6). `visitor` calls read a token if one is sent. */
export type Role = 'visitor' | 'user' | 'shop' | 'company';

export type ReplayMode = 'outbox' | 'key' | 'never';

/** `query` for GET calls, `json` or `form` for bodies (spec §7). */
export type Encoding = 'json' | 'form' | 'query';

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Stable name used by clients, the outbox and the idempotency store. */
  name: string;
  host: Host;
  method: 'GET' | 'POST';
  /** Exactly as in spec §7 where the spec gives it. */
  path: string;
  encoding: Encoding;
  role: Role;
  /** Mutating calls run in one transaction and, unless `replay` is `never`, honour Idempotency-Key. */
  mutating: boolean;
  /**
   * How a mutating call may be repeated (docs/decisions/007):
   * - `outbox`: queued on the device and replayed, alone or in a sync batch; the answer is stored per caller and key;
   * - `key` (the default): sent directly; a repeated key from the same caller for the same request gets the stored answer;
   * - `never`: the answer holds a secret (a token, a code) or starts a session: never stored, never replayed, never batched.
   */
  replay?: ReplayMode;
  /**
   * The call moves money or other value: the host refuses it without an Idempotency-Key, so a retried
   * request can never move value twice (docs/decisions/009). Only for `key` calls: never queued offline.
   */
  movesValue?: true;
  /** Code a success answers with (spec §7: some calls answer 200). */
  successCode?: number;
  /**
   * The answer is the same for every caller (public catalogue reads), so a
   * host may reuse it this long; stock and prices are re-read at checkout.
   */
  sharedCacheMs?: number;
  /**
   * The request carries other calls' requests (the sync batch): each is checked by its own
   * entry, so the request-wide text check looks only at this call's own fields.
   */
  carriesCalls?: true;
  request: Req;
  response: Res;
}

/** How long public catalogue reads may be reused by a host (docs/performance.md, host read path). */
export const PUBLIC_READ_CACHE_MS = 1000;

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  def: CallDef<Req, Res>,
): CallDef<Req, Res> {
  return def;
}

export function replayModeOf(call: CallDef): ReplayMode | null {
  return call.mutating ? (call.replay ?? 'key') : null;
}

export type RequestOf<C> = C extends CallDef<infer Req, z.ZodType> ? z.input<Req> : never;
export type ParsedRequestOf<C> = C extends CallDef<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<C> = C extends CallDef<z.ZodType, infer Res> ? z.output<Res> : never;
