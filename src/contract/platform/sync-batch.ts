// every host: the replay batch (ours, not spec): queued mutations of one host sent together (RELIABILITY 12).
import { z } from 'zod';
import { defineCall, HOSTS, type Host } from '../define-call';
import { IDEMPOTENCY_KEY_PATTERN } from '../headers';

/** Items per batch; with the 1 MB body limit this leaves room for large carts' args. */
export const BATCH_MAX_ITEMS = 100;

const BatchItemSchema = z.object({
  key: z.string({ error: '请填写幂等键' }).min(1, '请填写幂等键').max(128, '幂等键过长').regex(IDEMPOTENCY_KEY_PATTERN, '幂等键格式不正确'),
  name: z.string({ error: '请填写操作' }).min(1, '请填写操作').max(64, '操作不正确').regex(/^[A-Za-z.]+$/, '操作不正确'),
  args: z.record(z.string(), z.unknown(), { error: '操作参数不正确' }),
});

export const BatchResultSchema = z.object({
  key: z.string(),
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown(),
});
export type BatchResult = z.infer<typeof BatchResultSchema>;

function batchCall(host: Host) {
  return defineCall({
    name: `${host}.syncBatch`,
    host,
    method: 'POST',
    path: `/api/sync/batch/${host}`,
    encoding: 'json',
    // Each item is checked against its own entry's role and key; the batch only carries them.
    role: 'visitor',
    mutating: false,
    carriesCalls: true,
    request: z.object({
      items: z.array(BatchItemSchema, { error: '请填写操作列表' }).min(1, '操作列表不能为空').max(BATCH_MAX_ITEMS, `一次最多${BATCH_MAX_ITEMS}项操作`),
    }),
    response: z.object({ results: z.array(BatchResultSchema) }),
  });
}

export const SYNC_BATCH_CALLS = Object.fromEntries(HOSTS.map((host) => [host, batchCall(host)])) as Record<Host, ReturnType<typeof batchCall>>;
