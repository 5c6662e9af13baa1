import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { selKnowledgeById } from '../../../../contract/service/help';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { HELP_TEXTS } from '../../../../ui/help-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useKnowledgeBase } from '../../../help/use-knowledge';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../help/help.css';
import { goBack } from '../../../go-back';

const T = HELP_TEXTS.article;
const day = (ms: number) => new Date(ms).toLocaleDateString('zh-CN');

/** One article: its own cached answer, or (offline, never opened) the copy in the help center's cached whole list. */
function HelpArticleScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const { articleId, audience } = Route.useSearch();
  const one = useCachedCall(sync, selKnowledgeById, { articleId });
  const base = useKnowledgeBase(audience);
  const article = one.data ?? base.data?.list.find((a) => a.articleId === articleId) ?? null;
  return (
    <div className="page help-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {!article && (one.loading ? <LoadingState /> : <EmptyState title={T.missing} />)}
      {article && (
        <article className="help-article" data-testid="help-article-body">
          <h2>{article.title}</h2>
          <div className="help-article__meta">{article.categoryName} · {T.updated(day(article.updatedAt))}</div>
          <div className="help-article__body">{article.content}</div>
        </article>
      )}
      <p className="help-note">{T.stillNeed}</p>
      <div className="help-actions">
        <Button color="primary" onClick={() => void navigate({ to: PATHS.questionInfo, search: {} })}>{HELP_TEXTS.center.contact}</Button>
        <Button onClick={() => void navigate({ to: PATHS.feedbackForm })}>{HELP_TEXTS.center.feedback}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.helpArticle)({ component: HelpArticleScreen });
