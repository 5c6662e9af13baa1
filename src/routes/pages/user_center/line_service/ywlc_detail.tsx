import { createLazyRoute } from '@tanstack/react-router';
import { NavBar, Steps } from 'antd-mobile';
import { infoArticle } from '../../../../contract/service/info';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { InfoState } from '../../../settings/info-state';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

/** spec §2 user_center line_service/ywlc_detail: one process, its paragraphs as numbered steps. */
function YwlcDetailScreen() {
  const { sync } = useAppContext();
  const { id = '' } = Route.useSearch();
  const article = useCachedCall(sync, infoArticle, { id });
  const data = article.data;
  return (
    <div className="info-page">
      <NavBar onBack={() => goBack()}>{data?.title ?? SETTINGS_TEXTS.line.ywlcDetail}</NavBar>
      <InfoState hasData={data !== null} loading={article.loading} failure={article.failure} savedAt={article.savedAt} onRetry={() => void article.reload()} />
      {data && (
        <section className="info-card" data-testid="ywlc-steps">
          <h2>{data.title}</h2>
          <p className="info-card__meta">{data.summary}</p>
          <Steps direction="vertical" current={data.paragraphs.length}>
            {data.paragraphs.map((p, i) => <Steps.Step key={i} title={p} status="finish" />)}
          </Steps>
        </section>
      )}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.ywlcDetail)({ component: YwlcDetailScreen });
