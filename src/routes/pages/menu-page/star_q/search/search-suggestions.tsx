import { List } from 'antd-mobile';
import { searchNames } from '../../../../../contract/catalogue/search';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useDebouncedValue } from '../../../../../ui/hooks/use-debounced-value';
import { TEXTS } from '../../../../../ui/texts';
import { useAppContext } from '../../../../use-app-context';

const TYPING_PAUSE_MS = 250;

/** While a keyword is typed: the names it would find (spec §7 getNames); a tap searches that name. */
export function SearchSuggestions({ typed, onPick }: { typed: string; onPick(word: string): void }) {
  const { sync } = useAppContext();
  const word = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const names = useCachedCall(sync, searchNames, { keyword: word }).data ?? [];
  return (
    <List className="search__suggestions" aria-label={TEXTS.search.suggestions}>
      <List.Item key="typed" arrowIcon={false} onClick={() => onPick(typed)}>{TEXTS.search.searchFor(typed.trim())}</List.Item>
      {names.map((name) => <List.Item key={name} arrowIcon={false} onClick={() => onPick(name)}>{name}</List.Item>)}
    </List>
  );
}
