import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { agreementOne, type AgreementCodeSchema } from '../../../contract/service/info';
import { AGREEMENT_CODES } from '../../../domain/info-pages';
import { formatDate } from '../../../domain/relative-time';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import { AgreementLinks } from '../../settings/agreement-links';
import { InfoState } from '../../settings/info-state';
import { useAppContext } from '../../use-app-context';
import type { z } from 'zod';
import { goBack } from '../../go-back';

const T = SETTINGS_TEXTS.agreement;

function AgreementText({ code, version }: { code: z.infer<typeof AgreementCodeSchema>; version: string }) {
  const { sync } = useAppContext();
  const params = version && /^\d+$/.test(version) ? { code, version } : { code };
  const one = useCachedCall(sync, agreementOne, params);
  const data = one.data;
  return (
    <>
      <NavBar onBack={() => goBack()}>{data?.title ?? T.title}</NavBar>
      <InfoState hasData={data !== null} loading={one.loading} failure={one.failure} savedAt={one.savedAt} onRetry={() => void one.reload()} />
      {data && (
        <section className="info-card" data-testid="agreement-text">
          <h2>{data.title}</h2>
          <p className="info-card__meta">{T.version(data.version, formatDate(data.publishedAt))}</p>
          {data.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        </section>
      )}
    </>
  );
}

/** spec §2 global/agreement (spec §7 Agreements: all, one): ?code=user|privacy|shop, optionally &version=; the list without. */
function AgreementScreen() {
  const { code = '', version = '' } = Route.useSearch();
  const known = (AGREEMENT_CODES as readonly string[]).includes(code);
  return (
    <div className="info-page">
      {known ? <AgreementText code={code as z.infer<typeof AgreementCodeSchema>} version={version} /> : <NavBar onBack={() => goBack()}>{T.title}</NavBar>}
      {!known && <AgreementLinks />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.agreement)({ component: AgreementScreen });
