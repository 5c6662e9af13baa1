import { CODES, isLoginLostCode } from '../../../../src/contract/codes';
import { HOSTS, replayModeOf } from '../../../../src/contract/define-call';
import { MESSAGES } from '../../../../src/domain/messages';
import { SYNC_BATCH_CALLS, type BatchResult } from '../../../../src/contract/platform/sync-batch';
import { bind, type Binding } from '../../../http/bind-call';
import { isDatabaseUnavailable } from '../../../db/unavailable';

/**
 * The replay batch of each host: its items run one after another, each
 * through its own entry (validation, rate limit, role, idempotency key,
 * transaction), exactly as if sent alone. Only what a device's outbox
 * replays may ride in a batch; logins and codes never do.
 *
 * Every item gets its own outcome: a refusal never stops the items after
 * it. Two things do: a lost login (the rest would fail the same way and
 * stay queued on the device) and a server failure (the device retries
 * from that item, in order, after a backoff; RELIABILITY 3).
 */
export const syncBatchBindings: Binding[] = HOSTS.map((host) => bind(SYNC_BATCH_CALLS[host], async ({ input, deps, request }) => {
  const results: BatchResult[] = [];
  for (const item of input.items) {
    const target = deps.executors?.get(item.name);
    if (!target || target.call.host !== host || replayModeOf(target.call) !== 'outbox') {
      results.push({ key: item.key, code: CODES.validation, msg: '无法识别的操作', data: null });
      continue;
    }
    try {
      const answer = await target.execute(item.args, request, item.key);
      results.push({ key: item.key, code: answer.code, msg: answer.msg, data: answer.data ?? null });
      if (isLoginLostCode(answer.code)) break;
    } catch (error) {
      // The database is away: the whole batch answers 503 and the device replays it unchanged (committed items replay
      // their stored answers by key); an item's own failure count is for failures of that item.
      if (isDatabaseUnavailable(error)) throw error;
      request.log.error({ err: error, call: item.name }, 'sync batch item failed');
      results.push({ key: item.key, code: CODES.serverError, msg: MESSAGES.serverError, data: null });
      break;
    }
  }
  return { results };
}));
