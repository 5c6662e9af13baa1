import { createRoute, useNavigate } from '@tanstack/react-router';
import { PATHS } from '../../paths';
import { rootRoute } from '../../root';
import { SearchPage, validateKeywordSearch } from '../menu-page/star_q/search/search-page';

/** spec §2 star_q/global-search: search limited to global (海外直邮) goods. */
function GlobalSearchScreen() {
  const { keyword } = globalSearchRoute.useSearch();
  const navigate = useNavigate();
  return (
    <SearchPage
      key={keyword ?? ''}
      scope="global"
      keyword={keyword ?? ''}
      onSearch={(word) => void navigate({ to: PATHS.globalSearch, search: { keyword: word }, replace: Boolean(keyword) })}
    />
  );
}

export const globalSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.globalSearch,
  validateSearch: validateKeywordSearch,
  component: GlobalSearchScreen,
});
