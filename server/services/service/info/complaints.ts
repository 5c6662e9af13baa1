import { and, count, desc, eq } from 'drizzle-orm';
import type { Complaint } from '../../../../src/contract/service/info';
import { maskMobile } from '../../../../src/domain/format';
import type { ComplaintType } from '../../../../src/domain/info-pages';
import type { Db } from '../../../db/open';
import { complaints, users } from '../../../db/schema';

const columns = {
  id: complaints.id, type: complaints.type, content: complaints.content, contact: complaints.contact, orderId: complaints.orderId,
  status: complaints.status, reply: complaints.reply, createdAt: complaints.createdAt,
};

type NewComplaint = { type: ComplaintType; content: string; contact: string; orderId: string };

export async function addComplaint(db: Db, userId: string, input: NewComplaint, now: number): Promise<Complaint> {
  const [row] = await db.insert(complaints).values({ userId, ...input, createdAt: now }).returning(columns);
  return row as Complaint;
}

export async function ownComplaints(db: Db, userId: string, page: { pageNum: number; pageSize: number }) {
  const own = eq(complaints.userId, userId);
  const [list, [total]] = await Promise.all([
    db.select(columns).from(complaints).where(own).orderBy(desc(complaints.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(complaints).where(own),
  ]);
  return { list: list as Complaint[], total: total?.n ?? 0 };
}

/** The administrators' list: the complainant's name and masked phone beside each. */
export async function allComplaints(db: Db, page: { pageNum: number; pageSize: number; status: '' | 'PENDING' | 'HANDLED' }) {
  const where = page.status ? eq(complaints.status, page.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select({ ...columns, usersId: users.id, usersName: users.name, usersPhone: users.phone }).from(complaints)
      .innerJoin(users, eq(users.id, complaints.userId)).where(where ? and(where) : undefined)
      .orderBy(desc(complaints.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return { list: rows.map((r) => ({ ...(r as Complaint), usersId: r.usersId, usersName: r.usersName, usersPhone: maskMobile(r.usersPhone) })), total: total?.n ?? 0 };
}
