import { infoArticle, infoArticles } from '../../contract/service/info';
import type { InfoSection } from '../../domain/info-pages';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useAppContext } from '../use-app-context';
import { InfoState } from './info-state';

function ArticleCard({ id }: { id: string }) {
  const { sync } = useAppContext();
  const article = useCachedCall(sync, infoArticle, { id });
  if (!article.data) return null;
  return (
    <section className="info-card" data-testid="info-article">
      <h2>{article.data.title}</h2>
      {article.data.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
    </section>
  );
}

/** Every article of a section in full, in order: the content pages of the line service and about us. */
export function SectionArticles({ section }: { section: InfoSection }) {
  const { sync } = useAppContext();
  const list = useCachedCall(sync, infoArticles, { section });
  return (
    <>
      <InfoState hasData={list.data !== null} loading={list.loading} failure={list.failure} savedAt={list.savedAt} onRetry={() => void list.reload()} />
      {list.data?.map((a) => <ArticleCard key={a.id} id={a.id} />)}
    </>
  );
}
