// chat host: the help center's knowledge base and default questions (spec §7 Chat host: /api/knowledge/selknowledge,
// selknowledgebyid; /api/defaultQuestion/getDefaultQuestionList, getDefaultQuestionById). Payloads are ours (docs/decisions/006).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { idField, pageFields } from '../fields';

/** `user`: help_center (the shopper's help); `shop`: ufc_help_center (the shop owner's help). `all` articles show in both. */
export const HELP_AUDIENCES = ['user', 'shop'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];
const audienceField = z.enum(HELP_AUDIENCES, { error: '帮助中心类型不正确' }).default('user');
const keywordField = z.string({ error: '搜索内容格式不正确' }).trim().max(30, '搜索内容不能超过30个字').default('');

export const KnowledgeCategorySchema = z.object({ categoryId: z.string(), name: z.string(), count: z.number().int() });
export type KnowledgeCategory = z.infer<typeof KnowledgeCategorySchema>;

export const KnowledgeArticleSchema = z.object({
  articleId: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  /** The whole text (articles are short): a list answer opens each article offline too. */
  content: z.string(),
  updatedAt: z.number().int(),
});
export type KnowledgeArticle = z.infer<typeof KnowledgeArticleSchema>;

/** Articles of the audience, by category and by any substring of title or text. */
export const selKnowledge = defineCall({
  name: 'chat.selKnowledge', host: 'chat', method: 'GET', path: '/api/knowledge/selknowledge', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({
    audience: audienceField,
    categoryId: z.string({ error: '分类格式不正确' }).trim().max(64, '分类格式不正确').default(''),
    keyword: keywordField,
    ...pageFields,
  }),
  response: z.object({ categories: z.array(KnowledgeCategorySchema), list: z.array(KnowledgeArticleSchema), total: z.number().int() }),
});

export const selKnowledgeById = defineCall({
  name: 'chat.selKnowledgeById', host: 'chat', method: 'GET', path: '/api/knowledge/selknowledgebyid', encoding: 'query', role: 'visitor', mutating: false,
  request: z.object({ articleId: idField('文章编号') }),
  response: KnowledgeArticleSchema,
});

export const DefaultQuestionSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
  /** The article that answers it at length, or null. */
  articleId: z.string().nullable(),
});
export type DefaultQuestion = z.infer<typeof DefaultQuestionSchema>;

export const getDefaultQuestionList = defineCall({
  name: 'chat.getDefaultQuestionList', host: 'chat', method: 'GET', path: '/api/defaultQuestion/getDefaultQuestionList', encoding: 'query',
  role: 'visitor', mutating: false,
  request: z.object({ audience: audienceField }),
  response: z.array(DefaultQuestionSchema),
});

export const getDefaultQuestionById = defineCall({
  name: 'chat.getDefaultQuestionById', host: 'chat', method: 'GET', path: '/api/defaultQuestion/getDefaultQuestionById', encoding: 'query',
  role: 'visitor', mutating: false,
  request: z.object({ questionId: idField('问题编号') }),
  response: DefaultQuestionSchema,
});
