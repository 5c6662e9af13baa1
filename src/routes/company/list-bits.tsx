import { useEffect, useState } from 'react';
import { SearchBar, Tabs } from 'antd-mobile';
import { COMPANY_TEXTS } from '../../ui/company-texts';

/** A search box that asks when the administrator submits (or clears), not on every keystroke. */
export function CompanySearch({ keyword, placeholder, onSearch }: { keyword: string; placeholder: string; onSearch(keyword: string): void }) {
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <div className="company-search">
      <SearchBar placeholder={placeholder} value={text} onChange={setText} onSearch={(v) => onSearch(v.trim())} onClear={() => onSearch('')} />
    </div>
  );
}

/** State tabs: 全部 and each state of `labels`. */
export function StateTabs<S extends string>({ state, labels, onChange }: { state: S | ''; labels: Record<S, string>; onChange(state: S | ''): void }) {
  const keys = ['', ...Object.keys(labels)] as (S | '')[];
  return (
    <Tabs className="withdraw-tabs" activeKey={state || 'all'} onChange={(key) => onChange(key === 'all' ? '' : (key as S))}>
      {keys.map((key) => <Tabs.Tab key={key || 'all'} title={key ? labels[key as S] : COMPANY_TEXTS.all} />)}
    </Tabs>
  );
}

export function asState<S extends string>(value: string, states: readonly S[]): S | '' {
  return (states as readonly string[]).includes(value) ? (value as S) : '';
}
