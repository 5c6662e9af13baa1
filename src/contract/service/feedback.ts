// member host: feedback and the administrator's replies (spec §7 Feedback and member home: feedback; spec §2 feedback,
// feedback_form). Paths are ours (docs/decisions/006).
import { z } from 'zod';
import { FEEDBACK_LIMITS as L, FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../../domain/help-search';
import { clientIdField } from '../account/address';
import { defineCall } from '../define-call';
import { idField, pageFields, pageOf } from '../fields';
import { imageUrlsField } from '../platform/upload';

const FEEDBACK = '/api/feedback/feedback';

export const FeedbackTypeSchema = z.enum(FEEDBACK_TYPES, { error: '请选择反馈类型' });
export const FeedbackStatusSchema = z.enum(FEEDBACK_STATUSES, { error: '状态不正确' });

export const FeedbackReplySchema = z.object({ replyId: z.number().int(), content: z.string(), createdAt: z.number().int() });
export const FeedbackSchema = z.object({
  feedbackId: z.string(),
  type: FeedbackTypeSchema,
  content: z.string(),
  contact: z.string(),
  imgs: z.array(z.string()),
  status: FeedbackStatusSchema,
  replies: z.array(FeedbackReplySchema),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const feedbackFields = {
  type: FeedbackTypeSchema,
  content: z.string({ error: '请填写反馈内容' }).trim()
    .min(L.contentMin, `反馈内容至少${L.contentMin}个字`).max(L.contentMax, `反馈内容不能超过${L.contentMax}个字`),
  contact: z.string({ error: '联系方式格式不正确' }).trim().max(L.contactMax, `联系方式不能超过${L.contactMax}个字`).default(''),
  imgs: imageUrlsField.pipe(z.array(z.string()).max(L.images, `图片最多${L.images}张`)),
};

/** A user's feedback: queued on the device (outbox) and created once by the device's id. */
export const addFeedback = defineCall({
  name: 'member.feedback', host: 'member', method: 'POST', path: `${FEEDBACK}/addfeedback`, encoding: 'json', role: 'user', mutating: true,
  replay: 'outbox',
  request: z.object({ feedbackId: clientIdField('反馈编号'), ...feedbackFields }),
  response: FeedbackSchema,
});

/** The first page the feedback list shows and the device keeps (its cached call's parameters). */
export const FEEDBACK_FIRST_PAGE = { pageNum: 1, pageSize: 20 } as const;

/** The signed-in user's own feedback, newest first, each with its replies. */
export const myFeedback = defineCall({
  name: 'member.myFeedback', host: 'member', method: 'GET', path: `${FEEDBACK}/myfeedback`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: pageOf(FeedbackSchema),
});

export const CompanyFeedbackSchema = FeedbackSchema.extend({ userId: z.string(), userName: z.string(), userPhone: z.string() });
export type CompanyFeedback = z.infer<typeof CompanyFeedbackSchema>;

/** The administrator's list: every user's feedback, by state and by any substring of the text. */
export const companyFeedbackList = defineCall({
  name: 'company.feedbackList', host: 'shop', method: 'GET', path: '/api/company/feedback/list', encoding: 'query', role: 'company', mutating: false,
  request: z.object({
    state: z.union([FeedbackStatusSchema, z.literal('')], { error: '状态不正确' }).default(''),
    keyword: z.string({ error: '搜索内容格式不正确' }).trim().max(30, '搜索内容不能超过30个字').default(''),
    ...pageFields,
  }),
  response: pageOf(CompanyFeedbackSchema),
});

/** The administrator answers; recorded in the administrator's log. Needs the network (never queued). */
export const companyFeedbackReply = defineCall({
  name: 'company.feedbackReply', host: 'shop', method: 'POST', path: '/api/company/feedback/reply', encoding: 'json', role: 'company', mutating: true,
  request: z.object({
    userId: idField('用户编号'),
    feedbackId: clientIdField('反馈编号'),
    content: z.string({ error: '请填写回复内容' }).trim().min(1, '请填写回复内容').max(L.replyMax, `回复内容不能超过${L.replyMax}个字`),
  }),
  response: CompanyFeedbackSchema,
});
