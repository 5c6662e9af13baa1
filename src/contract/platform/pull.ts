// order, member and search hosts: checkpoint pulls of the signed-in user's records into the device's collections (ours, not spec;
// docs/decisions/003).
import { z } from 'zod';
import { defineCall, type Host } from '../define-call';
import { AddressSchema, InvoiceSchema } from '../entities/address';
import { OrderDetailSchema } from '../entities/order';
import { wholeNumber } from '../fields';

const CHECKPOINT_INVALID = '检查点格式不正确';

/** Where the last pull stopped: host time plus id, so equal times are neither skipped nor repeated (RELIABILITY 7). */
export const PullCheckpointSchema = z.object({ updatedAt: z.number().int(), id: z.string() });
export type PullCheckpoint = z.infer<typeof PullCheckpointSchema>;

const pullRequest = z.object({
  updatedAt: wholeNumber(CHECKPOINT_INVALID, CHECKPOINT_INVALID).pipe(z.number().min(0, CHECKPOINT_INVALID)).default(0),
  id: z.string({ error: CHECKPOINT_INVALID }).max(128, CHECKPOINT_INVALID).default(''),
  limit: wholeNumber('条数必须是数字', '条数必须是整数').pipe(z.number().min(1, '条数至少为1').max(500, '条数不能超过500')).default(200),
});

/** Every pulled record says when the host last changed it, and whether that change deleted it (a tombstone). */
export const stamp = { updatedAt: z.number().int(), deleted: z.boolean() };

/**
 * The host's answer: records after the checkpoint in (updatedAt, id) order. `checkpoint` moves only past
 * records older than the host's settle window, so a transaction that commits late with an older updatedAt
 * is never passed; newer records are sent too but sent again next time. null: keep the checkpoint you have.
 * `more`: a full page of settled records, ask again at once.
 */
export function pullCall<D extends z.ZodType>(host: Host, noun: string, name: string, document: D, role: 'user' | 'shop' = 'user') {
  return defineCall({
    name: `${host}.${name}`,
    host,
    method: 'GET',
    path: `/api/sync/${noun}/pull`,
    encoding: 'query',
    role,
    mutating: false,
    request: pullRequest,
    response: z.object({
      documents: z.array(document),
      checkpoint: PullCheckpointSchema.nullable(),
      more: z.boolean(),
    }),
  });
}

export const SearchKeywordSchema = z.object({ keyword: z.string(), searchedAt: z.number().int() });
export type SearchKeyword = z.infer<typeof SearchKeywordSchema>;

const PulledOrderSchema = OrderDetailSchema.extend(stamp);
const PulledAddressSchema = AddressSchema.extend(stamp);
const PulledInvoiceSchema = InvoiceSchema.extend(stamp);
const PulledSearchKeywordSchema = SearchKeywordSchema.extend(stamp);
export type PulledOrder = z.infer<typeof PulledOrderSchema>;
export type PulledAddress = z.infer<typeof PulledAddressSchema>;
export type PulledInvoice = z.infer<typeof PulledInvoiceSchema>;
export type PulledSearchKeyword = z.infer<typeof PulledSearchKeywordSchema>;

export const pullOrders = pullCall('order', 'orders', 'pullOrders', PulledOrderSchema);
export const pullAddresses = pullCall('member', 'addresses', 'pullAddresses', PulledAddressSchema);
export const pullInvoices = pullCall('member', 'invoices', 'pullInvoices', PulledInvoiceSchema);
export const pullSearchHistory = pullCall('search', 'search-history', 'pullSearchHistory', PulledSearchKeywordSchema);
