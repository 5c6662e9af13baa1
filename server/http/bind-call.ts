import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef, ParsedRequestOf, ResponseOf } from '../../src/contract/define-call';
import { CODES, isLoginLostCode } from '../../src/contract/codes';
import type { Envelope } from '../../src/contract/envelope';
import { HEADERS } from '../../src/contract/headers';
import { authenticate, type Auth } from '../auth/guard';
import type { Db } from '../db/open';
import { AppError } from './app-error';
import type { AppDeps } from './deps';
import { findStoredAnswer, isUniqueViolation, storeAnswer } from './idempotency';
import { describeIssue } from './validation-message';
import { createSharedReadCache } from './shared-read-cache';

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
  rateLimit?: { max: number; timeWindow: number };
}

/** The one way a handler meets the wire: path, method, role and schemas come from the entry. */
export function bind<C extends CallDef>(
  call: C,
  handler: (ctx: HandlerContext<C>) => Promise<ResponseOf<C>>,
  options: Pick<Binding, 'rateLimit'> = {},
): Binding {
  return { call, handler: handler as Binding['handler'], ...options };
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

const MAX_KEY_LENGTH = 128;

export type Executor = (raw: unknown, request: FastifyRequest, idempotencyKey: string) => Promise<Envelope<unknown>>;

/** Validation, role, idempotency and the call's transaction: the same for a direct call and a batch item. */
export function createExecutor(deps: AppDeps, binding: Binding): Executor {
  const { call } = binding;
  const successCode = call.successCode ?? CODES.ok;
  const db = deps.database.db;
  const sharedCache = call.sharedCacheMs && deps.config.sharedReadCache
    ? createSharedReadCache(call.sharedCacheMs, deps.now)
    : undefined;

  async function answer(raw: unknown, request: FastifyRequest, key: string): Promise<Envelope<unknown>> {
    const parsed = call.request.safeParse(raw);
    if (!parsed.success) return { code: CODES.validation, msg: describeIssue(parsed.error.issues[0]!), data: null };
    const auth = await authenticate(db, {
      userToken: header(request, HEADERS.userToken),
      shopToken: header(request, HEADERS.shopToken),
    }, call.role, deps.now());

    const run = async (tx: Db): Promise<Envelope<unknown>> => {
      try {
        const data = await binding.handler({ input: parsed.data, auth, db: tx, deps, request });
        if (deps.checkResponses) call.response.parse(data);
        return { code: successCode, msg: '成功', data: data ?? null };
      } catch (error) {
        if (error instanceof AppError && error.keepWrites) return { code: error.code, msg: error.message, data: null };
        throw error;
      }
    };
    if (!call.mutating) return sharedCache ? sharedCache(JSON.stringify(parsed.data), () => run(db)) : run(db);

    if (key.length > MAX_KEY_LENGTH) return { code: CODES.validation, msg: '幂等键过长', data: null };
    const scope = auth.userId ?? 'visitor';
    const replayed = key ? await findStoredAnswer(db, scope, key) : undefined;
    if (replayed) {
      return replayed.callName === call.name
        ? (replayed.response as Envelope<unknown>)
        : { code: CODES.conflict, msg: '幂等键已用于其他请求', data: null };
    }
    try {
      return await db.transaction(async (tx) => {
        const result = await run(tx);
        if (key) await storeAnswer(tx, scope, key, call.name, result, deps.now());
        return result;
      });
    } catch (error) {
      if (key && isUniqueViolation(error)) {
        const stored = await findStoredAnswer(db, scope, key);
        if (stored) return stored.response as Envelope<unknown>;
      }
      if (!(error instanceof AppError)) throw error;
      const refusal = { code: error.code, msg: error.message, data: null };
      // A refusal is an outcome too: a replay of the key gets the same answer.
      if (key && !isLoginLostCode(error.code)) {
        await storeAnswer(db, scope, key, call.name, refusal, deps.now()).catch((e: unknown) => {
          if (!isUniqueViolation(e)) throw e;
        });
      }
      return refusal;
    }
  }

  return async (raw, request, key) => {
    try {
      return await answer(raw, request, key);
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, msg: error.message, data: null };
      throw error;
    }
  };
}

export function registerBinding(app: FastifyInstance, binding: Binding, execute: Executor): void {
  const { call } = binding;
  app.route({
    method: call.method,
    url: call.path,
    config: binding.rateLimit ? { rateLimit: binding.rateLimit } : {},
    handler: async (request, reply) => {
      const raw = call.encoding === 'query' ? request.query : (request.body ?? {});
      return reply.send(await execute(raw, request, header(request, HEADERS.idempotencyKey)));
    },
  });
}
