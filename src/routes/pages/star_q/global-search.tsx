import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { PATHS } from '../../paths';
import { SearchPage } from '../menu-page/star_q/search/search-page';

/** spec §2 star_q/global-search: search limited to global (海外直邮) goods. */
function GlobalSearchScreen() {
  const { keyword } = Route.useSearch();
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

export const Route = createLazyRoute(PATHS.globalSearch)({ component: GlobalSearchScreen });
