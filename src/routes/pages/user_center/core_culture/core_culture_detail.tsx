import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { cultureDetail } from '../../../../contract/service/info';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { CultureCard } from '../../../settings/culture-card';
import { InfoState } from '../../../settings/info-state';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

/** spec §2 user_center core_culture detail: one post in full with every picture. */
function CoreCultureDetailScreen() {
  const { sync } = useAppContext();
  const { id = '' } = Route.useSearch();
  const post = useCachedCall(sync, cultureDetail, { id });
  return (
    <div className="info-page">
      <NavBar onBack={() => goBack()}>{SETTINGS_TEXTS.culture.detail}</NavBar>
      <InfoState hasData={post.data !== null} loading={post.loading} failure={post.failure} savedAt={post.savedAt} onRetry={() => void post.reload()} />
      {post.data && <CultureCard post={post.data} full />}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.coreCultureDetail}` as const)({ component: CoreCultureDetailScreen });
