// member host: invoice titles (spec §7 Invoices: query, add, modify, delete). Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { INVOICE_TITLE_TYPES, INVOICE_TYPES, isInvoiceTypeAllowed, isTaxNo } from '../../domain/invoice';
import { CHECKOUT_MESSAGES as M, MESSAGES } from '../../domain/messages';
import { isEmail } from '../../domain/validators';
import { clientIdField } from './address';
import { defineCall } from '../define-call';
import { InvoiceSchema } from '../entities/address';

const BASE = '/api/memberinvoice/memberinvoice';

const invoiceFields = z.object({
  invoiceId: clientIdField('发票编号'),
  invoiceType: z.enum(INVOICE_TYPES, { error: '发票类型不正确' }),
  titleType: z.enum(INVOICE_TITLE_TYPES, { error: '抬头类型不正确' }),
  title: z.string({ error: M.invoiceTitleRequired }).trim().min(1, M.invoiceTitleRequired).max(50, M.invoiceTitleTooLong),
  taxNo: z.string({ error: M.taxNoInvalid }).trim().toUpperCase().max(18, M.taxNoInvalid).default(''),
  email: z.string({ error: MESSAGES.emailInvalid }).trim().max(254, MESSAGES.emailInvalid).default('')
    .refine((v) => v === '' || isEmail(v), MESSAGES.emailInvalid),
  isDefault: z.boolean({ error: '默认发票格式不正确' }).default(false),
})
  .refine((v) => v.titleType === 'PERSONAL' || isTaxNo(v.taxNo), { message: M.taxNoInvalid, path: ['taxNo'] })
  .refine((v) => isInvoiceTypeAllowed(v.invoiceType, v.titleType), { message: M.invoiceTypeNotAllowed, path: ['invoiceType'] });

function invoiceCall<Req extends z.ZodType>(name: string, path: string, mutating: boolean, request: Req) {
  return defineCall({
    name: `member.${name}`, host: 'member', method: 'POST', path: `${BASE}/${path}`,
    encoding: 'json', role: 'user', mutating, ...(mutating ? { replay: 'outbox' as const } : {}), request, response: z.array(InvoiceSchema),
  });
}

export const invoiceList = invoiceCall('invoiceList', 'queryinvoice', false, z.object({}));
export const invoiceAdd = invoiceCall('invoiceAdd', 'addinvoice', true, invoiceFields);
export const invoiceModify = invoiceCall('invoiceModify', 'modifyinvoice', true, invoiceFields);
export const invoiceDelete = invoiceCall('invoiceDelete', 'deleteinvoice', true, z.object({ invoiceId: clientIdField('发票编号') }));
