import type { FastifyRequest } from 'fastify';
import { CODES, isLoginLostCode } from '../../src/contract/codes';
import { replayModeOf } from '../../src/contract/define-call';
import type { Envelope } from '../../src/contract/envelope';
import { HEADERS, IDEMPOTENCY_KEY_PATTERN } from '../../src/contract/headers';
import { parseRequest } from '../../src/contract/parse-request';
import { authenticate, type Auth } from '../auth/guard';
import type { Db } from '../db/open';
import { AppError } from './app-error';
import type { Binding } from './bind-call';
import { createCallLimiter } from './call-limit';
import type { AppDeps } from './deps';
import {
  answersSameRequest, findStoredAnswer, isUniqueViolation, requestDigest, storeAnswer,
} from './idempotency';
import { createSharedReadCache } from './shared-read-cache';
import { touchSession } from '../auth/last-seen';

export type Executor = (raw: unknown, request: FastifyRequest, idempotencyKey: string) => Promise<Envelope<unknown>>;

export function headerOf(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

const refusal = (code: number, msg: string): Envelope<unknown> => ({ code, msg, data: null });
const KEY_REUSED = refusal(CODES.conflict, '幂等键已用于其他请求，请勿重复使用');
const RATE_LIMITED = refusal(CODES.rateLimited, '请求过于频繁，请稍后再试');

/**
 * Validation, rate limit, role, idempotency and the call's transaction: the same for a
 * direct call and a batch item, so no route reaches a call around its protections.
 */
export function createExecutor(deps: AppDeps, binding: Binding): Executor {
  const { call } = binding;
  const successCode = call.successCode ?? CODES.ok;
  const db = deps.database.db;
  const replayMode = replayModeOf(call);
  const limiter = binding.rateLimit ? createCallLimiter(db, call.name, binding.rateLimit, deps.config) : undefined;
  const sharedCache = call.sharedCacheMs && deps.config.sharedReadCache
    ? createSharedReadCache(call.sharedCacheMs, deps.now)
    : undefined;

  const run = (input: unknown, auth: Auth, request: FastifyRequest) => async (tx: Db): Promise<Envelope<unknown>> => {
    try {
      const data = await binding.handler({ input: input as never, auth, db: tx, deps, request });
      if (deps.checkResponses) call.response.parse(data);
      return { code: successCode, msg: '成功', data: data ?? null };
    } catch (error) {
      if (error instanceof AppError && error.keepWrites) return refusal(error.code, error.message);
      throw error;
    }
  };

  /** Runs a mutating call in one transaction; with `stored`, its outcome (a refusal too) is kept under the caller's key. */
  async function mutate(effect: (tx: Db) => Promise<Envelope<unknown>>, stored?: { scope: string; key: string; hash: string }) {
    const keep = async (tx: Db, answer: Envelope<unknown>) => {
      if (stored) await storeAnswer(tx, stored.scope, stored.key, call.name, stored.hash, answer, deps.now());
    };
    try {
      return await db.transaction(async (tx) => {
        const result = await effect(tx);
        await keep(tx, result);
        return result;
      });
    } catch (error) {
      if (stored && isUniqueViolation(error)) {
        const raced = await findStoredAnswer(db, stored.scope, stored.key);
        if (raced) return answersSameRequest(raced, call.name, stored.hash) ? raced.response : KEY_REUSED;
      }
      if (!(error instanceof AppError)) throw error;
      const answer = refusal(error.code, error.message);
      // A refusal is an outcome too: a replay of the key gets the same answer.
      if (stored && !isLoginLostCode(error.code)) {
        await keep(db, answer).catch((e: unknown) => {
          if (!isUniqueViolation(e)) throw e;
        });
      }
      return answer;
    }
  }

  async function answer(raw: unknown, request: FastifyRequest, key: string): Promise<Envelope<unknown>> {
    const parsed = parseRequest(call, raw);
    if (!parsed.success) return refusal(CODES.validation, parsed.message);
    if (key && !IDEMPOTENCY_KEY_PATTERN.test(key)) return refusal(CODES.validation, '幂等键格式不正确');
    if (call.movesValue && !key) return refusal(CODES.validation, '请求缺少幂等键，请返回重试');
    if (limiter && !(await limiter(request.ip))) return RATE_LIMITED;
    const auth = await authenticate(db, {
      userToken: headerOf(request, HEADERS.userToken),
      shopToken: headerOf(request, HEADERS.shopToken),
    }, call.role, deps.now());
    // Where and when each login was last used, for the sessions list (issue 15); at most one write a minute per login.
    if (auth.userId) await touchSession(db, headerOf(request, HEADERS.userToken), auth.userId, headerOf(request, 'user-agent'), deps.now());
    const effect = run(parsed.data, auth, request);

    if (!replayMode) return sharedCache ? sharedCache(JSON.stringify(parsed.data), () => effect(db)) : effect(db);
    // An answer is kept only for a caller it can be bound to, and never when it holds a secret.
    if (!key || replayMode === 'never' || !auth.userId) return mutate(effect);
    const stored = { scope: auth.userId, key, hash: requestDigest(call.name, parsed.data) };
    const replayed = await findStoredAnswer(db, stored.scope, key);
    if (replayed) return answersSameRequest(replayed, call.name, stored.hash) ? replayed.response : KEY_REUSED;
    return mutate(effect, stored);
  }

  return async (raw, request, key) => {
    try {
      return await answer(raw, request, key);
    } catch (error) {
      if (error instanceof AppError) return refusal(error.code, error.message);
      throw error;
    }
  };
}
