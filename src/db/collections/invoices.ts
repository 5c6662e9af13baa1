import { z } from 'zod';
import { InvoiceSchema } from '../../contract/entities/address';
import { toRxSchema } from '../rx-schema';

/** The user's invoice titles as the host last confirmed them; keyed by user + id as addresses are. */
export const InvoiceDocSchema = InvoiceSchema.extend({
  id: z.string(),
  userId: z.string(),
  updatedAt: z.number().int(),
});
export type InvoiceDoc = z.infer<typeof InvoiceDocSchema>;
export const invoiceRxSchema = toRxSchema(InvoiceDocSchema, { primaryKey: 'id', indexes: [['userId', 'updatedAt']] });
