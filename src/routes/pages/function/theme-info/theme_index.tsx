import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { selThemeInfos } from '../../../../contract/kinds/collectibles';
import { COLLECTIBLE_TEXTS } from '../../../../ui/collectible-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { DataAge } from '../../../../ui/wallet/data-age';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../collectibles/collectibles.css';
import { goBack } from '../../../go-back';

const T = COLLECTIBLE_TEXTS.themes;

/** spec §2 function/theme-info/theme_index: the shops' themes (selthemeinfos), the last answer offline with its age. */
function ThemeIndexScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const list = useCachedCall(sync, selThemeInfos, { pageNum: 1, pageSize: 50 });
  const rows = list.data?.list ?? [];
  return (
    <div className="page nft-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <DataAge savedAt={list.savedAt} failed={list.failure !== null} neverSaved={T.neverSaved} />
      {list.loading && <LoadingState />}
      {!list.loading && rows.length === 0 && <EmptyState title={list.data || !list.failure ? T.empty : list.failure.msg} />}
      {rows.map((theme) => (
        <article key={theme.themeId} className="nft-theme" data-testid="theme-card" onClick={() => void navigate({ to: PATHS.themeDetailInfo, search: { themeId: theme.themeId } })}>
          <img src={theme.cover} alt={theme.name} loading="lazy" />
          <div className="nft-theme__info">
            <div className="nft-card__name">{theme.name}</div>
            <div className="nft-card__meta">{theme.shopName} · {T.count(theme.goodsCount)}</div>
          </div>
        </article>
      ))}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.themeIndex)({ component: ThemeIndexScreen });
