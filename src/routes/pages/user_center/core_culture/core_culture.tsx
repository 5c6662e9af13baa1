import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { cultureQuery } from '../../../../contract/service/info';
import { EmptyState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { CultureCard } from '../../../settings/culture-card';
import { InfoState } from '../../../settings/info-state';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = SETTINGS_TEXTS.culture;

/** spec §2 user_center core_culture: the culture posts with their likes (spec §7 goodsCulture query, addlike). */
function CoreCultureScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const page = useCachedCall(sync, cultureQuery, {});
  return (
    <div className="info-page" data-testid="core-culture">
      <NavBar onBack={() => goBack()} right={<Button size="mini" color="primary" onClick={() => void navigate({ to: PATHS.coreCultureForm })}>{T.add}</Button>}>
        {T.title}
      </NavBar>
      <InfoState hasData={page.data !== null} loading={page.loading} failure={page.failure} savedAt={page.savedAt} onRetry={() => void page.reload()} />
      {page.data?.list.length === 0 && <EmptyState title={T.empty} />}
      {page.data?.list.map((post) => (
        <CultureCard key={post.id} post={post} onOpen={() => void navigate({ to: PATHS.coreCultureDetail, search: { id: post.id } })} />
      ))}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.coreCulture}` as const)({ component: CoreCultureScreen });
