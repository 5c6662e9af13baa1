import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Invoice } from '../../../../src/contract/entities/address';
import type { PullCheckpoint, PulledInvoice } from '../../../../src/contract/platform/pull';
import { CODES } from '../../../../src/contract/codes';
import type { Db } from '../../../db/open';
import { invoices } from '../../../db/schema';
import { AppError, badInput, notFound } from '../../../http/app-error';
import { afterCheckpoint } from '../../platform/sync/pull-page';

const MAX_INVOICES = 20;

export type InvoiceInput = Omit<Invoice, 'isDefault'> & { isDefault: boolean };

export function toInvoice(row: typeof invoices.$inferSelect): Invoice {
  return {
    invoiceId: row.id, invoiceType: row.invoiceType as Invoice['invoiceType'], titleType: row.titleType as Invoice['titleType'],
    title: row.title, taxNo: row.taxNo, email: row.email, isDefault: row.isDefault,
  };
}

/** The user's titles that are not deleted (a deleted one stays as a tombstone for the pull). */
const liveOf = (userId: string) => and(eq(invoices.userId, userId), isNull(invoices.deletedAt));

export async function listInvoices(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db.select().from(invoices).where(liveOf(userId))
    .orderBy(desc(invoices.isDefault), desc(invoices.updatedAt), asc(invoices.id));
  return rows.map(toInvoice);
}

export async function findInvoice(db: Db, userId: string, invoiceId: string) {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), liveOf(userId)));
  return row;
}

/** The user's titles changed after the checkpoint, tombstones included (docs/decisions/003). */
export async function pullInvoicePage(db: Db, userId: string, checkpoint: PullCheckpoint, limit: number): Promise<PulledInvoice[]> {
  const rows = await db.select().from(invoices)
    .where(and(eq(invoices.userId, userId), afterCheckpoint(invoices.updatedAt, invoices.id, checkpoint)))
    .orderBy(asc(invoices.updatedAt), asc(invoices.id)).limit(limit);
  return rows.map((row) => ({ ...toInvoice(row), updatedAt: row.updatedAt, deleted: row.deletedAt !== null }));
}

function fieldsOf(input: InvoiceInput) {
  const { invoiceId: _id, ...fields } = input;
  // A personal title has no tax number.
  return { ...fields, taxNo: input.titleType === 'COMPANY' ? input.taxNo : '' };
}

/** Every row it changes gets a new updated_at, so the pull carries the lost default too. */
async function makeOnlyDefault(db: Db, userId: string, invoiceId: string, now: number): Promise<void> {
  await db.update(invoices).set({ isDefault: false, updatedAt: now })
    .where(and(liveOf(userId), ne(invoices.id, invoiceId), eq(invoices.isDefault, true)));
}

export async function addInvoice(db: Db, userId: string, input: InvoiceInput, now: number): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(invoices).where(liveOf(userId)) as [{ count: number }];
  if (count >= MAX_INVOICES) throw badInput(`发票抬头最多${MAX_INVOICES}个`);
  const isDefault = input.isDefault || count === 0;
  const inserted = await db.insert(invoices).values({ ...fieldsOf(input), id: input.invoiceId, userId, isDefault, createdAt: now, updatedAt: now })
    .onConflictDoNothing().returning({ id: invoices.id });
  if (inserted.length === 0) throw new AppError(CODES.conflict, '发票编号已存在');
  if (isDefault) await makeOnlyDefault(db, userId, input.invoiceId, now);
}

export async function modifyInvoice(db: Db, userId: string, input: InvoiceInput, now: number): Promise<void> {
  const existing = await findInvoice(db, userId, input.invoiceId);
  if (!existing) throw notFound('发票抬头');
  const isDefault = input.isDefault || existing.isDefault;
  await db.update(invoices).set({ ...fieldsOf(input), isDefault, updatedAt: now }).where(and(eq(invoices.userId, userId), eq(invoices.id, existing.id)));
  if (isDefault) await makeOnlyDefault(db, userId, existing.id, now);
}

/** A soft delete: the row becomes a tombstone the device's pull removes its copy by. */
export async function deleteInvoice(db: Db, userId: string, invoiceId: string, now: number): Promise<void> {
  const existing = await findInvoice(db, userId, invoiceId);
  if (!existing) throw notFound('发票抬头');
  await db.update(invoices).set({ deletedAt: now, updatedAt: now, isDefault: false })
    .where(and(eq(invoices.userId, userId), eq(invoices.id, existing.id)));
}
