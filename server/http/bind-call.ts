import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef, ParsedRequestOf, ResponseOf } from '../../src/contract/define-call';
import { HEADERS } from '../../src/contract/headers';
import type { Auth } from '../auth/guard';
import type { Db } from '../db/open';
import type { CallLimit } from './call-limit';
import type { AppDeps } from './deps';
import { headerOf, type Executor } from './executor';

export { createExecutor, type Executor } from './executor';

export interface HandlerContext<C extends CallDef> {
  input: ParsedRequestOf<C>;
  auth: Auth;
  /** The call's transaction for mutating calls, the database otherwise. */
  db: Db;
  deps: AppDeps;
  request: FastifyRequest;
}

export interface Binding {
  call: CallDef;
  handler: (ctx: HandlerContext<CallDef>) => Promise<unknown>;
  /** Calls per caller address and window, on every route that reaches the call. */
  rateLimit?: CallLimit;
}

/** The one way a handler meets the wire: path, method, role and schemas come from the entry. */
export function bind<C extends CallDef>(
  call: C,
  handler: (ctx: HandlerContext<C>) => Promise<ResponseOf<C>>,
  options: Pick<Binding, 'rateLimit'> = {},
): Binding {
  return { call, handler: handler as Binding['handler'], ...options };
}

/**
 * An answer's JSON, written once per answer object: a shared read cache hands the same envelope to every caller of the
 * moment, which then costs one JSON.stringify instead of one per request.
 */
const serialized = new WeakMap<object, string>();
function jsonOf(answer: object): string {
  let json = serialized.get(answer);
  if (json === undefined) serialized.set(answer, (json = JSON.stringify(answer)));
  return json;
}

export function registerBinding(app: FastifyInstance, binding: Binding, execute: Executor): void {
  const { call } = binding;
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const raw = call.encoding === 'query' ? request.query : (request.body ?? {});
      const answer = await execute(raw, request, headerOf(request, HEADERS.idempotencyKey));
      return reply.type('application/json; charset=utf-8').send(jsonOf(answer));
    },
  });
}
