import { agreementOne, type AgreementCodeSchema } from '../../contract/service/info';
import { formatDate } from '../../domain/relative-time';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SETTINGS_TEXTS } from '../../ui/settings-texts';
import { InfoState } from './info-state';
import { useAppContext } from '../use-app-context';
import type { z } from 'zod';

const T = SETTINGS_TEXTS.agreement;
export type AgreementCode = z.infer<typeof AgreementCodeSchema>;

/** One agreement's text (its screen, and the login's consent popup); `header` is drawn with its title once read. */
export function AgreementBody({ code, version = '', header }: { code: AgreementCode; version?: string; header?: (title: string) => React.ReactNode }) {
  const { sync } = useAppContext();
  const params = version && /^\d+$/.test(version) ? { code, version } : { code };
  const one = useCachedCall(sync, agreementOne, params);
  const data = one.data;
  return (
    <>
      {header?.(data?.title ?? T.title)}
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
