import { useCallback, useState } from 'react';
import { pushSearchHistory } from '../../domain/history';

/** spec §3 local storage "search history": kept on the device, works offline. */
const KEY = 'searchHistory';

function read(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function useSearchHistory() {
  const [history, setHistory] = useState(read);
  const remember = useCallback((keyword: string) => {
    const next = pushSearchHistory(read(), keyword);
    localStorage.setItem(KEY, JSON.stringify(next));
    setHistory(next);
  }, []);
  const clear = useCallback(() => {
    localStorage.removeItem(KEY);
    setHistory([]);
  }, []);
  return { history, remember, clear };
}
