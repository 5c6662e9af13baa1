// shop host, company role: the administrators' action log (issue 14: "every action an administrator takes is recorded
// … and readable on the user's, shop's or goods' page"). Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { ADMIN_TARGET_KINDS } from '../../domain/admin-actions';
import { defineCall } from '../define-call';
import { pageFields, pageOf } from '../fields';

export const AdminActionSchema = z.object({
  id: z.number().int(),
  adminUserId: z.string(),
  /** The administrator's name as shown to other administrators. */
  adminName: z.string(),
  targetKind: z.enum(ADMIN_TARGET_KINDS),
  targetId: z.string(),
  action: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.number().int(),
});
export type AdminAction = z.infer<typeof AdminActionSchema>;

/** One target's history, newest first. */
export const companyAdminActions = defineCall({
  name: 'shop.companyAdminActions', host: 'shop', method: 'GET', path: '/api/company/log/actions', encoding: 'query', role: 'company', mutating: false,
  request: z.object({
    ...pageFields,
    targetKind: z.enum(ADMIN_TARGET_KINDS, { error: '记录类型不正确' }),
    targetId: z.string({ error: '记录编号不正确' }).trim().min(1, '记录编号不正确').max(64, '记录编号不正确'),
  }),
  response: pageOf(AdminActionSchema),
});
