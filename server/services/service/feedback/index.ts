import { and, eq } from 'drizzle-orm';
import { addFeedback, companyFeedbackList, companyFeedbackReply, myFeedback } from '../../../../src/contract/service/feedback';
import { feedback, feedbackReplies } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { recordAdminAction } from '../../company/admin-log';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';
import { companyFeedbackOne, companyFeedbackPage, userFeedbackPage, withReplies } from './repository';

export const feedbackBindings: Binding[] = [
  // The id is the device's: a second submit of the same id (another key) answers the feedback it made, unchanged.
  bind(addFeedback, async ({ input, auth, db, deps }) => {
    const userId = auth.userId!;
    await assertOwnUploads(db, userId, input.imgs);
    const now = deps.now();
    await db.insert(feedback).values({
      id: input.feedbackId, userId, type: input.type, content: input.content, contact: input.contact, imgs: input.imgs,
      status: 'PENDING', createdAt: now, updatedAt: now,
    }).onConflictDoNothing();
    const rows = await db.select().from(feedback).where(and(eq(feedback.userId, userId), eq(feedback.id, input.feedbackId)));
    const [one] = await withReplies(db, rows);
    const { userId: _u, ...answer } = one!;
    return answer;
  }),

  bind(myFeedback, async ({ input, auth, db }) => userFeedbackPage(db, auth.userId!, input.pageNum, input.pageSize)),

  bind(companyFeedbackList, async ({ input, db }) => companyFeedbackPage(db, input)),

  bind(companyFeedbackReply, async ({ input, auth, db, deps }) => {
    const now = deps.now();
    const [before] = await db.select().from(feedback).where(and(eq(feedback.userId, input.userId), eq(feedback.id, input.feedbackId))).for('update');
    if (!before) throw notFound('反馈');
    await db.insert(feedbackReplies).values({ userId: before.userId, feedbackId: before.id, adminUserId: auth.userId!, content: input.content, createdAt: now });
    await db.update(feedback).set({ status: 'REPLIED', updatedAt: now }).where(and(eq(feedback.userId, before.userId), eq(feedback.id, before.id)));
    await recordAdminAction(db, auth.userId!, {
      targetKind: 'feedback', targetId: `${before.userId}:${before.id}`, action: 'reply', reason: input.content,
      before: { status: before.status }, after: { status: 'REPLIED' },
    }, now);
    return (await companyFeedbackOne(db, before.userId, before.id))!;
  }),
];
