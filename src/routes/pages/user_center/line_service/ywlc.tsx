import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { infoArticles } from '../../../../contract/service/info';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { InfoState } from '../../../settings/info-state';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

/** spec §2 user_center line_service/ywlc: the business processes (业务流程), each opening its steps. */
function YwlcScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const list = useCachedCall(sync, infoArticles, { section: 'ywlc' });
  return (
    <div className="info-page">
      <NavBar onBack={() => goBack()}>{SETTINGS_TEXTS.line.ywlc}</NavBar>
      <InfoState hasData={list.data !== null} loading={list.loading} failure={list.failure} savedAt={list.savedAt} onRetry={() => void list.reload()} />
      <List>
        {list.data?.map((a) => (
          <List.Item key={a.id} description={a.summary} onClick={() => void navigate({ to: PATHS.ywlcDetail, search: { id: a.id } })}>{a.title}</List.Item>
        ))}
      </List>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.ywlc)({ component: YwlcScreen });
