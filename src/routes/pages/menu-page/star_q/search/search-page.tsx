import { useState } from 'react';
import { NavBar, SearchBar, Tabs } from 'antd-mobile';
import { searchGlobalGoods, searchGoods } from '../../../../../contract/catalogue/search';
import { GoodsListView } from '../../../../../ui/discovery/goods-list-view';
import { useSearchHistory } from '../../../../../ui/hooks/use-search-history';
import { useSession } from '../../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../../ui/texts';
import { useOpenGoods } from '../../../../goods-links';
import { useAppContext } from '../../../../use-app-context';
import { SearchHome } from './search-home';
import { SearchSuggestions } from './search-suggestions';
import { ShopResults } from './shop-results';
import { goBack } from '../../../../go-back';

export type SearchScope = 'all' | 'global';

interface SearchPageProps {
  scope: SearchScope;
  keyword: string;
  onSearch(keyword: string): void;
}

/** Search box, history and hot words, then results for goods, shops and global goods (spec §2 browse/search). */
export function SearchPage({ scope, keyword, onSearch }: SearchPageProps) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const openGoods = useOpenGoods();
  const [input, setInput] = useState(keyword);
  const [tab, setTab] = useState('goods');
  const { history, remember, clear } = useSearchHistory(sync, userId);

  function search(word: string) {
    const trimmed = word.trim();
    if (!trimmed) return;
    remember(trimmed);
    setInput(trimmed);
    onSearch(trimmed);
  }

  // Suggestions show while the box holds a word not yet searched; the results or history come back once it is.
  const typing = scope === 'all' && input.trim() !== '' && input.trim() !== keyword;
  const global = (
    <GoodsListView key={`g-${keyword}`} sync={sync} base={{ call: searchGlobalGoods, keyword, kinds: ['global'] }} emptyTitle={TEXTS.search.noResult} onOpen={openGoods} />
  );
  return (
    <div className="page search">
      {scope === 'global' && <NavBar onBack={() => goBack()}>{TEXTS.discovery.globalTitle}</NavBar>}
      <div className="search__bar">
        <SearchBar
          placeholder={scope === 'global' ? TEXTS.discovery.globalPlaceholder : TEXTS.search.placeholder}
          value={input}
          onChange={setInput}
          onSearch={search}
          autoFocus={!keyword}
        />
      </div>
      {typing && <SearchSuggestions typed={input} onPick={search} />}
      {!typing && !keyword && <SearchHome history={history} onClear={clear} onPick={search} />}
      {!typing && keyword && scope === 'global' && global}
      {!typing && keyword && scope === 'all' && (
        <Tabs activeKey={tab} onChange={setTab} className="search__tabs">
          <Tabs.Tab key="goods" title={TEXTS.discovery.tabs.goods}>
            <GoodsListView key={`a-${keyword}`} sync={sync} base={{ call: searchGoods, keyword }} emptyTitle={TEXTS.search.noResult} onOpen={openGoods} />
          </Tabs.Tab>
          <Tabs.Tab key="shops" title={TEXTS.discovery.tabs.shops}><ShopResults keyword={keyword} /></Tabs.Tab>
          <Tabs.Tab key="global" title={TEXTS.discovery.tabs.global}>{global}</Tabs.Tab>
        </Tabs>
      )}
    </div>
  );
}
