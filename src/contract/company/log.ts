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

/**
 * Administrators' actions, newest first: one target's history (a kind and an id), one kind's, or every action
 * (issue 33.9: the platform-wide log) when both are empty.
 */
export const companyAdminActions = defineCall({
  name: 'shop.companyAdminActions', host: 'shop', method: 'GET', path: '/api/company/log/actions', encoding: 'query', role: 'company', mutating: false,
  request: z.object({
    ...pageFields,
    targetKind: z.union([z.enum(ADMIN_TARGET_KINDS), z.literal('')], { error: '记录类型不正确' }).default(''),
    targetId: z.string({ error: '记录编号不正确' }).trim().max(64, '记录编号不正确').default(''),
  }).refine((v) => v.targetId === '' || v.targetKind !== '', { message: '请选择记录类型', path: ['targetKind'] }),
  response: pageOf(AdminActionSchema),
});
