// assist and goods hosts: agreements and config, the information pages, complaints and the culture posts
// (spec §7 Agreements and config; Goods goodsCulture add, addlike, query). Paths are ours (docs/decisions/006, issue 15).
import { z } from 'zod';
import {
  AGREEMENT_CODES, COMPLAINT_MAX, COMPLAINT_MIN, COMPLAINT_STATUSES, COMPLAINT_TYPES, CULTURE_CONTENT_MAX, CULTURE_TITLE_MAX,
  INFO_SECTIONS,
} from '../../domain/info-pages';
import { defineCall } from '../define-call';
import { idField, pageFields, pageOf, wholeNumber } from '../fields';
import { imageUrlsField } from '../platform/upload';

const AGREEMENT = '/api/agreement/agreement';
const PARAM = '/api/serverparam/serverparam';
const SEARCH_PARAM = '/api/searchparam/searchparam';
const LINE = '/api/lineservice/lineservice';
const CULTURE = '/api/goodsculture/goodsculture';

export const AgreementCodeSchema = z.enum(AGREEMENT_CODES, { error: '协议类型不正确' });
export const AgreementSummarySchema = z.object({
  id: z.number().int(), code: AgreementCodeSchema, title: z.string(), version: z.number().int(), publishedAt: z.number().int(),
});
export const AgreementSchema = AgreementSummarySchema.extend({ paragraphs: z.array(z.string()) });
export type Agreement = z.infer<typeof AgreementSchema>;

/** The current version of every agreement (user agreement, privacy policy, shop agreement). */
export const agreementAll = defineCall({
  name: 'assist.agreementAll', host: 'assist', method: 'GET', path: `${AGREEMENT}/all`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({}),
  response: z.array(AgreementSummarySchema),
});

/** One agreement: its current version, or an earlier one by `version` (0 = current). */
export const agreementOne = defineCall({
  name: 'assist.agreementOne', host: 'assist', method: 'GET', path: `${AGREEMENT}/one`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({
    code: AgreementCodeSchema,
    version: wholeNumber('版本号必须是数字', '版本号必须是整数').pipe(z.number().min(0, '版本号不正确').max(9999, '版本号不正确')).default(0),
  }),
  response: AgreementSchema,
});

export const ServerParamSchema = z.object({ code: z.string(), name: z.string(), value: z.string() });
/** Public platform parameters the client reads (service phone, hours, company name, record number). */
export const serverParamGet = defineCall({
  name: 'assist.serverParamGet', host: 'assist', method: 'GET', path: `${PARAM}/get`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({}),
  response: z.array(ServerParamSchema),
});

export const CodeItemSchema = z.object({ value: z.string(), label: z.string() });
/** A code table by its code (complaint types, invoice kinds, …). */
export const serverCodeDetail = defineCall({
  name: 'assist.serverCodeDetail', host: 'assist', method: 'GET', path: `${PARAM}/codedetail`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ code: z.string({ error: '请填写代码' }).trim().min(1, '请填写代码').max(32, '代码格式不正确').regex(/^[a-z_]+$/, '代码格式不正确') }),
  response: z.object({ code: z.string(), name: z.string(), items: z.array(CodeItemSchema) }),
});

export const SearchParamsSchema = z.object({
  sorts: z.array(CodeItemSchema),
  ages: z.array(z.string()),
  priceRanges: z.array(z.object({ label: z.string(), startPrice: z.string(), endPrice: z.string() })),
  extra: z.array(z.object({ code: z.string(), name: z.string(), items: z.array(CodeItemSchema) })),
});
const searchParamCall = (kind: 'normal' | 'global' | 'gold') => defineCall({
  name: `search.searchParams${kind[0]!.toUpperCase()}${kind.slice(1)}`, host: 'search', method: 'GET', path: `${SEARCH_PARAM}/${kind}`,
  encoding: 'query', role: 'visitor', mutating: false, request: z.object({}), response: SearchParamsSchema,
});
/** Filter options of the goods search, the global-purchase search and the gold search. */
export const searchParamsNormal = searchParamCall('normal');
export const searchParamsGlobal = searchParamCall('global');
export const searchParamsGold = searchParamCall('gold');

export const ReleaseNoteSchema = z.object({ version: z.string(), date: z.string(), notes: z.array(z.string()) });
/** spec §7 App upgrade check: the host's newest version and the notes of the versions after the caller's. */
export const appUpgradeCheck = defineCall({
  name: 'assist.appUpgradeCheck', host: 'assist', method: 'GET', path: '/api/appversion/appversion/upgradecheck', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ version: z.string({ error: '请填写版本号' }).trim().regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, '版本号格式不正确') }),
  response: z.object({ latest: z.string(), hasUpdate: z.boolean(), notes: z.array(ReleaseNoteSchema) }),
});

export const InfoSectionSchema = z.enum(INFO_SECTIONS, { error: '栏目不正确' });
export const InfoArticleSummarySchema = z.object({ id: z.string(), section: InfoSectionSchema, title: z.string(), summary: z.string(), sort: z.number().int() });
export const InfoArticleSchema = InfoArticleSummarySchema.extend({ paragraphs: z.array(z.string()), updatedAt: z.number().int() });
export type InfoArticle = z.infer<typeof InfoArticleSchema>;

/** The articles of a section, in order (about us, recommendation, safety, rules, business processes, invoices). */
export const infoArticles = defineCall({
  name: 'assist.infoArticles', host: 'assist', method: 'GET', path: `${LINE}/articles`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ section: InfoSectionSchema }),
  response: z.array(InfoArticleSummarySchema),
});

export const infoArticle = defineCall({
  name: 'assist.infoArticle', host: 'assist', method: 'GET', path: `${LINE}/article`, encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ id: idField('文章编号') }),
  response: InfoArticleSchema,
});

export const ComplaintTypeSchema = z.enum(COMPLAINT_TYPES, { error: '请选择投诉类型' });
export const ComplaintSchema = z.object({
  id: z.number().int(), type: ComplaintTypeSchema, content: z.string(), contact: z.string(), orderId: z.string(),
  status: z.enum(COMPLAINT_STATUSES), reply: z.string(), createdAt: z.number().int(),
});
export type Complaint = z.infer<typeof ComplaintSchema>;

/** A complaint for the platform's administrators; queued offline (replay: outbox). */
export const complaintAdd = defineCall({
  name: 'assist.complaintAdd', host: 'assist', method: 'POST', path: `${LINE}/complaintadd`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({
    type: ComplaintTypeSchema,
    content: z.string({ error: '请填写投诉内容' }).trim().min(COMPLAINT_MIN, `投诉内容至少${COMPLAINT_MIN}个字`).max(COMPLAINT_MAX, `投诉内容不能超过${COMPLAINT_MAX}个字`),
    contact: z.string({ error: '联系方式格式不正确' }).trim().max(32, '联系方式不能超过32个字').regex(/^[0-9+\-\s]*$/, '联系方式只能填写电话号码').default(''),
    orderId: z.string({ error: '订单编号格式不正确' }).trim().max(64, '订单编号格式不正确').regex(/^[A-Za-z0-9_-]*$/, '订单编号格式不正确').default(''),
  }),
  response: ComplaintSchema,
});

/** The signed-in user's own complaints, newest first. */
export const complaintMine = defineCall({
  name: 'assist.complaintMine', host: 'assist', method: 'GET', path: `${LINE}/complaintmine`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: pageOf(ComplaintSchema),
});

export const AdminComplaintSchema = ComplaintSchema.extend({ usersId: z.string(), usersName: z.string(), usersPhone: z.string() });
/** Every user's complaints for the platform's administrators, newest first; `status` '' for all. */
export const complaintList = defineCall({
  name: 'assist.complaintList', host: 'assist', method: 'GET', path: `${LINE}/complaintlist`, encoding: 'query', role: 'company', mutating: false,
  request: z.object({ ...pageFields, status: z.enum(['', ...COMPLAINT_STATUSES], { error: '处理状态不正确' }).default('') }),
  response: pageOf(AdminComplaintSchema),
});

export const CulturePostSchema = z.object({
  id: z.string(), title: z.string(), content: z.string(), images: z.array(z.string()),
  usersName: z.string(), usersLogo: z.string(), likes: z.number().int(), liked: z.boolean(), createdAt: z.number().int(),
});
export type CulturePost = z.infer<typeof CulturePostSchema>;

/** spec §7 goodsCulture query: the culture posts, newest first, with their likes and whether the caller liked each. */
export const cultureQuery = defineCall({
  name: 'goods.cultureQuery', host: 'goods', method: 'GET', path: `${CULTURE}/query`, encoding: 'query', role: 'user', mutating: false,
  request: z.object(pageFields),
  response: pageOf(CulturePostSchema),
});

export const cultureDetail = defineCall({
  name: 'goods.cultureDetail', host: 'goods', method: 'GET', path: `${CULTURE}/detail`, encoding: 'query', role: 'user', mutating: false,
  request: z.object({ id: idField('文化编号') }),
  response: CulturePostSchema,
});

/** spec §7 goodsCulture add: a post with the user's own uploaded pictures; sent directly (uploads need the network). */
export const cultureAdd = defineCall({
  name: 'goods.cultureAdd', host: 'goods', method: 'POST', path: `${CULTURE}/add`, encoding: 'json', role: 'user', mutating: true,
  request: z.object({
    title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(CULTURE_TITLE_MAX, `标题不能超过${CULTURE_TITLE_MAX}个字`),
    content: z.string({ error: '请填写内容' }).trim().min(1, '请填写内容').max(CULTURE_CONTENT_MAX, `内容不能超过${CULTURE_CONTENT_MAX}个字`),
    images: imageUrlsField,
  }),
  response: CulturePostSchema,
});

/** spec §7 goodsCulture addlike: once per user and post (a repeat changes nothing); queued offline. */
export const cultureAddLike = defineCall({
  name: 'goods.cultureAddLike', host: 'goods', method: 'POST', path: `${CULTURE}/addlike`, encoding: 'json', role: 'user', mutating: true, replay: 'outbox',
  request: z.object({ id: idField('文化编号') }),
  response: z.object({ id: z.string(), likes: z.number().int(), liked: z.boolean() }),
});
