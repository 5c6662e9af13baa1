import { CODES, isLoginLostCode } from '../../../src/contract/codes';
import { HOSTS } from '../../../src/contract/define-call';
import { SYNC_BATCH_CALLS, type BatchResult } from '../../../src/contract/sync-batch';
import { bind, type Binding } from '../../http/bind-call';

/**
 * The replay batch of each host: its items run one after another, each
 * through its own entry (validation, role, idempotency key, transaction),
 * exactly as if sent alone. A lost login stops the batch: the rest would
 * fail the same way and stay queued on the device.
 */
export const syncBatchBindings: Binding[] = HOSTS.map((host) => bind(SYNC_BATCH_CALLS[host], async ({ input, deps, request }) => {
  const results: BatchResult[] = [];
  for (const item of input.items) {
    const target = deps.executors?.get(item.name);
    if (!target || target.call.host !== host || !target.call.mutating) {
      results.push({ key: item.key, code: CODES.validation, msg: '无法识别的操作', data: null });
      continue;
    }
    const answer = await target.execute(item.args, request, item.key);
    results.push({ key: item.key, code: answer.code, msg: answer.msg, data: answer.data ?? null });
    if (isLoginLostCode(answer.code)) break;
  }
  return { results };
}));
