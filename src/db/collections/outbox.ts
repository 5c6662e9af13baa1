import { z } from 'zod';
import { toRxSchema } from '../rx-schema';

/**
 * A queued mutation (ARCHITECTURE Offline-first guarantees). Its id is the
 * Idempotency-Key; seq orders replay per device; userId is its author, whose
 * token alone may replay it. `preview` carries what the UI needs to show the
 * change before the host confirms it.
 */
export const OutboxEntrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  clientId: z.string(),
  userId: z.string(),
  name: z.string(),
  args: z.record(z.string(), z.unknown()),
  preview: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
  status: z.enum(['pending', 'rejected']),
  errorCode: z.number().int(),
  errorMsg: z.string(),
  attempts: z.number().int(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;
export const outboxRxSchema = toRxSchema(OutboxEntrySchema, { primaryKey: 'id', indexes: ['seq', ['status', 'seq']] });
