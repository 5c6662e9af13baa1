import { SORT_TABS, type OtherSort, type PriceSort } from '../../domain/sort-filter';

interface SortTabsProps {
  otherSort: OtherSort;
  priceSort: PriceSort;
  filterActive: boolean;
  onTab(index: number): void;
}

/** spec §4 sort tabs: 综合 00, 销量 01, 价格 02 (toggling 01 ascending / 00 descending), 筛选 opens the popup. */
export function SortTabs({ otherSort, priceSort, filterActive, onTab }: SortTabsProps) {
  const active = (tab: (typeof SORT_TABS)[number]) =>
    tab.otherSort === null ? filterActive : tab.otherSort === (otherSort || '00');
  return (
    <div className="sort-tabs" role="tablist">
      {SORT_TABS.map((tab) => (
        <button
          key={tab.index}
          type="button"
          role="tab"
          aria-selected={active(tab)}
          className={`sort-tabs__tab${active(tab) ? ' sort-tabs__tab--active' : ''}`}
          onClick={() => onTab(tab.index)}
        >
          {tab.label}
          {tab.otherSort === '02' && (
            <span className="sort-tabs__arrows" aria-hidden>
              <i className={otherSort === '02' && priceSort === '01' ? 'on' : ''}>▲</i>
              <i className={otherSort === '02' && priceSort === '00' ? 'on' : ''}>▼</i>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
