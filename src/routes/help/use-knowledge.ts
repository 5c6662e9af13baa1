import { getDefaultQuestionList, selKnowledge, type HelpAudience, type KnowledgeArticle } from '../../contract/service/help';
import { matchesKeyword } from '../../domain/help-search';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useAppContext } from '../use-app-context';

/** The whole knowledge base of one help center (it is small): cached on first open, so search and articles work offline. */
export const wholeList = (audience: HelpAudience) => ({ audience, categoryId: '', keyword: '', pageNum: 1, pageSize: 100 });

export function useKnowledgeBase(audience: HelpAudience) {
  const { sync } = useAppContext();
  return useCachedCall(sync, selKnowledge, wholeList(audience));
}

/**
 * A search asks the host (its answer cached per keyword); while offline, or before the host answers, the same rule
 * (any substring, `matchesKeyword`) runs over the cached whole list.
 */
export function useKnowledgeSearch(audience: HelpAudience, keyword: string, all: KnowledgeArticle[]) {
  const { sync } = useAppContext();
  const remote = useCachedCall(sync, selKnowledge, keyword ? { ...wholeList(audience), keyword } : wholeList(audience));
  if (!keyword) return { list: all, local: false };
  if (remote.data) return { list: remote.data.list, local: false };
  return { list: all.filter((a) => matchesKeyword(keyword, a.title, a.content)), local: remote.failure !== null };
}

export function useDefaultQuestions(audience: HelpAudience) {
  const { sync } = useAppContext();
  return useCachedCall(sync, getDefaultQuestionList, { audience });
}
