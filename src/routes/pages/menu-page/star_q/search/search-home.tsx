import { Button } from 'antd-mobile';
import { hotKeywords } from '../../../../../contract/catalogue/search';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../../ui/texts';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { NavSection } from '../home/home-sections';
import { StarqGoodsSection } from '../home/starq-goods';

function Chips({ words, onPick }: { words: readonly string[]; onPick(word: string): void }) {
  return <div className="chips">{words.map((w) => <button key={w} type="button" className="chip" onClick={() => onPick(w)}>{w}</button>)}</div>;
}

interface SearchHomeProps {
  history: readonly string[];
  onClear(): void;
  onPick(word: string): void;
}

/**
 * Before a search (the 逛逛 tab's landing): the history (this device's searches with the account's, works offline), hot
 * keywords, ways to browse, the categories and goods to browse (为你推荐, best sellers, paged as on the home).
 */
export function SearchHome({ history, onClear, onPick }: SearchHomeProps) {
  const { sync } = useAppContext();
  const hot = useCachedCall(sync, hotKeywords, {}).data ?? [];
  return (
    <>
      {history.length > 0 && (
        <section className="search__section" aria-label={TEXTS.search.history}>
          <h2 className="section-title">
            {TEXTS.search.history}
            <Button size="mini" fill="none" onClick={onClear}>{TEXTS.search.clear}</Button>
          </h2>
          <Chips words={history} onPick={onPick} />
        </section>
      )}
      {hot.length > 0 && (
        <section className="search__section">
          <h2 className="section-title">{TEXTS.home.hotWords}</h2>
          <Chips words={hot} onPick={onPick} />
        </section>
      )}
      <div className="search__links">
        <a className="chip" href={`#${PATHS.everydayNew}`}>{TEXTS.discovery.everydayNew}</a>
      </div>
      {/* The categories' row ends with 全部分类 and 价格专区, so the links above keep only what it lacks. */}
      <section className="search__section">
        <h2 className="section-title">{TEXTS.search.classes}</h2>
        <NavSection title={TEXTS.search.classes} />
      </section>
      <StarqGoodsSection title={TEXTS.search.recommend} home={false} />
    </>
  );
}
