import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Feedback } from '../../../../src/contract/service/feedback';
import type { FeedbackStatus, FeedbackType } from '../../../../src/domain/help-search';
import { maskMobile } from '../../../../src/domain/format';
import type { Db } from '../../../db/open';
import { feedback, feedbackReplies, users } from '../../../db/schema';
import { containsPattern } from '../../catalogue/goods/goods-query-repository';

type FeedbackRow = typeof feedback.$inferSelect;

/** Each row with its replies, oldest reply first. */
export async function withReplies(db: Db, rows: FeedbackRow[]): Promise<(Feedback & { userId: string })[]> {
  const ids = rows.map((r) => r.id);
  const replies = ids.length === 0 ? [] : await db.select().from(feedbackReplies)
    .where(and(inArray(feedbackReplies.feedbackId, ids), inArray(feedbackReplies.userId, [...new Set(rows.map((r) => r.userId))])))
    .orderBy(asc(feedbackReplies.id));
  return rows.map((r) => ({
    userId: r.userId, feedbackId: r.id, type: r.type as FeedbackType, content: r.content, contact: r.contact, imgs: r.imgs,
    status: r.status as FeedbackStatus, createdAt: r.createdAt, updatedAt: r.updatedAt,
    replies: replies.filter((x) => x.feedbackId === r.id && x.userId === r.userId)
      .map((x) => ({ replyId: x.id, content: x.content, createdAt: x.createdAt })),
  }));
}

export async function userFeedbackPage(db: Db, userId: string, pageNum: number, pageSize: number) {
  const where = eq(feedback.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(feedback).where(where).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  const list = (await withReplies(db, rows)).map(({ userId: _u, ...f }) => f);
  return { list, total: Number(total?.n ?? 0) };
}

async function presentForCompany(db: Db, rows: FeedbackRow[]) {
  const people = rows.length === 0 ? [] : await db.select({ id: users.id, name: users.name, phone: users.phone }).from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  return (await withReplies(db, rows)).map((f) => {
    const person = people.find((p) => p.id === f.userId);
    return { ...f, userName: person?.name ?? '', userPhone: person ? maskMobile(person.phone) : '' };
  });
}

export async function companyFeedbackPage(db: Db, input: { state: FeedbackStatus | ''; keyword: string; pageNum: number; pageSize: number }) {
  const where: SQL | undefined = and(
    input.state ? eq(feedback.status, input.state) : undefined,
    input.keyword ? or(ilike(feedback.content, containsPattern(input.keyword)), ilike(feedback.contact, containsPattern(input.keyword))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(feedback).where(where).orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { list: await presentForCompany(db, rows), total: Number(total?.n ?? 0) };
}

export async function companyFeedbackOne(db: Db, userId: string, feedbackId: string) {
  const rows = await db.select().from(feedback).where(and(eq(feedback.userId, userId), eq(feedback.id, feedbackId)));
  const [one] = await presentForCompany(db, rows);
  return one;
}
