import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Invoice } from '../../../src/contract/entities/address';
import { CODES } from '../../../src/contract/codes';
import type { Db } from '../../db/open';
import { invoices } from '../../db/schema';
import { AppError, badInput, notFound } from '../../http/app-error';

const MAX_INVOICES = 20;

export type InvoiceInput = Omit<Invoice, 'isDefault'> & { isDefault: boolean };

export function toInvoice(row: typeof invoices.$inferSelect): Invoice {
  return {
    invoiceId: row.id, invoiceType: row.invoiceType as Invoice['invoiceType'], titleType: row.titleType as Invoice['titleType'],
    title: row.title, taxNo: row.taxNo, email: row.email, isDefault: row.isDefault,
  };
}

export async function listInvoices(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.isDefault), desc(invoices.updatedAt), asc(invoices.id));
  return rows.map(toInvoice);
}

export async function findInvoice(db: Db, userId: string, invoiceId: string) {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row;
}

function fieldsOf(input: InvoiceInput) {
  const { invoiceId: _id, ...fields } = input;
  // A personal title has no tax number.
  return { ...fields, taxNo: input.titleType === 'COMPANY' ? input.taxNo : '' };
}

async function makeOnlyDefault(db: Db, userId: string, invoiceId: string): Promise<void> {
  await db.update(invoices).set({ isDefault: false }).where(and(eq(invoices.userId, userId), ne(invoices.id, invoiceId)));
}

export async function addInvoice(db: Db, userId: string, input: InvoiceInput, now: number): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.userId, userId)) as [{ count: number }];
  if (count >= MAX_INVOICES) throw badInput(`发票抬头最多${MAX_INVOICES}个`);
  const isDefault = input.isDefault || count === 0;
  const inserted = await db.insert(invoices).values({ ...fieldsOf(input), id: input.invoiceId, userId, isDefault, createdAt: now, updatedAt: now })
    .onConflictDoNothing().returning({ id: invoices.id });
  if (inserted.length === 0) throw new AppError(CODES.conflict, '发票编号已存在');
  if (isDefault) await makeOnlyDefault(db, userId, input.invoiceId);
}

export async function modifyInvoice(db: Db, userId: string, input: InvoiceInput, now: number): Promise<void> {
  const existing = await findInvoice(db, userId, input.invoiceId);
  if (!existing) throw notFound('发票抬头');
  const isDefault = input.isDefault || existing.isDefault;
  await db.update(invoices).set({ ...fieldsOf(input), isDefault, updatedAt: now }).where(and(eq(invoices.userId, userId), eq(invoices.id, existing.id)));
  if (isDefault) await makeOnlyDefault(db, userId, existing.id);
}

export async function deleteInvoice(db: Db, userId: string, invoiceId: string): Promise<void> {
  const existing = await findInvoice(db, userId, invoiceId);
  if (!existing) throw notFound('发票抬头');
  await db.delete(invoices).where(and(eq(invoices.userId, userId), eq(invoices.id, existing.id)));
}
