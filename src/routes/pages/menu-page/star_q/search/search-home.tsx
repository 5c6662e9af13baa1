import { Button } from 'antd-mobile';
import { historyKeywords, hotKeywords } from '../../../../../contract/search';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useSession } from '../../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../../ui/texts';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';

function Chips({ words, onPick }: { words: readonly string[]; onPick(word: string): void }) {
  return <div className="chips">{words.map((w) => <button key={w} type="button" className="chip" onClick={() => onPick(w)}>{w}</button>)}</div>;
}

/** The host's history of this account (spec §7 getHistoryKeyword); only asked for when logged in. */
function AccountHistory({ onPick }: { onPick(word: string): void }) {
  const { sync } = useAppContext();
  const words = useCachedCall(sync, historyKeywords, {}).data ?? [];
  if (words.length === 0) return null;
  return (
    <section className="search__section">
      <h2 className="section-title">{TEXTS.discovery.cloudHistory}</h2>
      <Chips words={words} onPick={onPick} />
    </section>
  );
}

interface SearchHomeProps {
  history: readonly string[];
  onClear(): void;
  onPick(word: string): void;
}

/** Before a search: this device's history (works offline), the account's, hot keywords and ways to browse. */
export function SearchHome({ history, onClear, onPick }: SearchHomeProps) {
  const { sync, session } = useAppContext();
  const { hasLogin } = useSession(session);
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
      {hasLogin && <AccountHistory onPick={onPick} />}
      {hot.length > 0 && (
        <section className="search__section">
          <h2 className="section-title">{TEXTS.home.hotWords}</h2>
          <Chips words={hot} onPick={onPick} />
        </section>
      )}
      <div className="search__links">
        <a className="chip" href={`#${PATHS.goodsClass}`}>{TEXTS.discovery.allClasses}</a>
        <a className="chip" href={`#${PATHS.priceRange}`}>{TEXTS.discovery.priceRange}</a>
        <a className="chip" href={`#${PATHS.everydayNew}`}>{TEXTS.discovery.everydayNew}</a>
      </div>
    </>
  );
}
