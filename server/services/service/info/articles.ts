import { asc, eq } from 'drizzle-orm';
import type { InfoArticle } from '../../../../src/contract/service/info';
import type { InfoSection } from '../../../../src/domain/info-pages';
import type { Db } from '../../../db/open';
import { infoArticles } from '../../../db/schema';
import { notFound } from '../../../http/app-error';

const summary = { id: infoArticles.id, section: infoArticles.section, title: infoArticles.title, summary: infoArticles.summary, sort: infoArticles.sort };

export async function sectionArticles(db: Db, section: InfoSection) {
  const rows = await db.select(summary).from(infoArticles).where(eq(infoArticles.section, section)).orderBy(asc(infoArticles.sort), asc(infoArticles.id));
  return rows as Omit<InfoArticle, 'paragraphs' | 'updatedAt'>[];
}

export async function oneArticle(db: Db, id: string): Promise<InfoArticle> {
  const [row] = await db.select({ ...summary, paragraphs: infoArticles.paragraphs, updatedAt: infoArticles.updatedAt })
    .from(infoArticles).where(eq(infoArticles.id, id));
  if (!row) throw notFound('文章');
  return row as InfoArticle;
}
