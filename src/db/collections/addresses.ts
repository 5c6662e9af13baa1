import { z } from 'zod';
import { AddressSchema } from '../../contract/entities/address';
import { toRxSchema } from '../rx-schema';

/** The user's receipt addresses as the host last confirmed them; ids are per user, so the key is user + id. */
export const AddressDocSchema = AddressSchema.extend({
  id: z.string(),
  userId: z.string(),
  updatedAt: z.number().int(),
});
export type AddressDoc = z.infer<typeof AddressDocSchema>;
export const addressRxSchema = toRxSchema(AddressDocSchema, { primaryKey: 'id', indexes: [['userId', 'updatedAt']] });
