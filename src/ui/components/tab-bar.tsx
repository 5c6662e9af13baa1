import { AppOutline, SearchOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { TAB_SELECTED_COLOR } from '../../domain/constants';
import { TEXTS } from '../texts';
import { useEffect } from 'react';
import { EVENT_CODES, PAGE_CODES } from '../../domain/analytics-events';
import { track } from '../analytics/track';

/** The page code of each tab's page view (docs/decisions/012). */
const TAB_PAGES = [PAGE_CODES.home, PAGE_CODES.search, PAGE_CODES.groupBuy, PAGE_CODES.mine] as const;

/** spec §2 tab bar: four entries, selected colour #AC1E34. */
export const TABS = [
  { path: '/pages/menu-page/star_q/star-index', title: TEXTS.tabs.home, Icon: AppOutline },
  { path: '/pages/menu-page/star_q/star-search', title: TEXTS.tabs.search, Icon: SearchOutline },
  { path: '/pages/menu-page/star_q/group-buy', title: TEXTS.tabs.groupBuy, Icon: TeamOutline },
  { path: '/pages/person/person_starq', title: TEXTS.tabs.mine, Icon: UserOutline },
] as const;

export function tabIndexOf(pathname: string): number {
  if (pathname === '/' || pathname === '') return 0;
  return TABS.findIndex((tab) => tab.path === pathname);
}

export function TabBar({ pathname, onSelect }: { pathname: string; onSelect(path: string): void }) {
  const active = tabIndexOf(pathname);
  useEffect(() => {
    if (active >= 0) track(EVENT_CODES.pageView, TAB_PAGES[active]);
  }, [active]);
  return (
    <nav className="tab-bar" role="tablist">
      {TABS.map(({ path, title, Icon }, index) => {
        const selected = index === active;
        return (
          <button
            key={path}
            type="button"
            role="tab"
            aria-selected={selected}
            className="tab-bar__item"
            style={{ color: selected ? TAB_SELECTED_COLOR : undefined }}
            onClick={() => onSelect(path)}
          >
            <Icon fontSize={22} />
            <span>{title}</span>
          </button>
        );
      })}
    </nav>
  );
}
