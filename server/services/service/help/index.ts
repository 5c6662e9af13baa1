import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  getDefaultQuestionById, getDefaultQuestionList, selKnowledge, selKnowledgeById, type HelpAudience, type KnowledgeArticle,
} from '../../../../src/contract/service/help';
import type { Db } from '../../../db/open';
import { defaultQuestions, knowledgeArticles, knowledgeCategories } from '../../../db/schema';
import { notFound } from '../../../http/app-error';
import { bind, type Binding } from '../../../http/bind-call';
import { containsPattern } from '../../catalogue/goods/goods-query-repository';

/** A category or question of audience `all` shows in both help centers. */
const audiencesOf = (audience: HelpAudience) => [audience, 'all'];

const articleColumns = {
  articleId: knowledgeArticles.id, categoryId: knowledgeArticles.categoryId, categoryName: knowledgeCategories.name,
  title: knowledgeArticles.title, content: knowledgeArticles.content, updatedAt: knowledgeArticles.updatedAt,
};

async function categoriesOf(db: Db, audience: HelpAudience) {
  const rows = await db.select({ categoryId: knowledgeCategories.id, name: knowledgeCategories.name, count: count(knowledgeArticles.id) })
    .from(knowledgeCategories).leftJoin(knowledgeArticles, eq(knowledgeArticles.categoryId, knowledgeCategories.id))
    .where(inArray(knowledgeCategories.audience, audiencesOf(audience)))
    .groupBy(knowledgeCategories.id, knowledgeCategories.name, knowledgeCategories.sort)
    .orderBy(asc(knowledgeCategories.sort));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/**
 * Any substring of the title or the text, Chinese included: ILIKE with `%`, `_` and `\` escaped (pg_trgm would need
 * the extension loaded into PGlite at open; a knowledge base of this size needs no index; docs/decisions/006).
 */
async function articlePage(db: Db, input: { audience: HelpAudience; categoryId: string; keyword: string; pageNum: number; pageSize: number }) {
  const pattern = containsPattern(input.keyword);
  const where = and(
    inArray(knowledgeCategories.audience, audiencesOf(input.audience)),
    input.categoryId ? eq(knowledgeArticles.categoryId, input.categoryId) : undefined,
    input.keyword ? or(ilike(knowledgeArticles.title, pattern), ilike(knowledgeArticles.content, pattern)) : undefined,
  );
  const [list, [total], categories] = await Promise.all([
    db.select(articleColumns).from(knowledgeArticles).innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId))
      .where(where).orderBy(asc(knowledgeCategories.sort), asc(knowledgeArticles.sort))
      .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(knowledgeArticles).innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId)).where(where),
    categoriesOf(db, input.audience),
  ]);
  return { categories, list: list satisfies KnowledgeArticle[], total: Number(total?.n ?? 0) };
}

export const helpBindings: Binding[] = [
  bind(selKnowledge, async ({ input, db }) => articlePage(db, input)),

  bind(selKnowledgeById, async ({ input, db }) => {
    const [row] = await db.select(articleColumns).from(knowledgeArticles)
      .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId)).where(eq(knowledgeArticles.id, input.articleId));
    if (!row) throw notFound('文章');
    return row;
  }),

  bind(getDefaultQuestionList, async ({ input, db }) => {
    const rows = await db.select().from(defaultQuestions).where(inArray(defaultQuestions.audience, audiencesOf(input.audience)))
      .orderBy(asc(defaultQuestions.sort));
    return rows.map((r) => ({ questionId: r.id, question: r.question, answer: r.answer, articleId: r.articleId }));
  }),

  bind(getDefaultQuestionById, async ({ input, db }) => {
    const [r] = await db.select().from(defaultQuestions).where(eq(defaultQuestions.id, input.questionId));
    if (!r) throw notFound('问题');
    return { questionId: r.id, question: r.question, answer: r.answer, articleId: r.articleId };
  }),
];
