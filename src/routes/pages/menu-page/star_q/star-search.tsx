import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { PATHS } from '../../../paths';
import { SearchPage } from './search/search-page';

/** Tab 1 (spec §2 browse/search): search goods, shops and global goods; browse by class or price. */
function SearchScreen() {
  const { keyword } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SearchPage
      key={keyword ?? ''}
      scope="all"
      keyword={keyword ?? ''}
      onSearch={(word) => void navigate({ to: PATHS.search, search: { keyword: word }, replace: Boolean(keyword) })}
    />
  );
}

export const Route = createLazyRoute(PATHS.search)({ component: SearchScreen });
