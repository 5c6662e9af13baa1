import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { AGREEMENT_CODES } from '../../../domain/info-pages';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import { AgreementLinks } from '../../settings/agreement-links';
import { AgreementBody, type AgreementCode } from '../../settings/agreement-body';
import { goBack } from '../../go-back';

const T = SETTINGS_TEXTS.agreement;

function AgreementText({ code, version }: { code: AgreementCode; version: string }) {
  return <AgreementBody code={code} version={version} header={(title) => <NavBar onBack={() => goBack()}>{title}</NavBar>} />;
}

/** spec §2 global/agreement (spec §7 Agreements: all, one): ?code=user|privacy|shop, optionally &version=; the list without. */
function AgreementScreen() {
  const { code = '', version = '' } = Route.useSearch();
  const known = (AGREEMENT_CODES as readonly string[]).includes(code);
  return (
    <div className="info-page">
      {known ? <AgreementText code={code as AgreementCode} version={version} /> : <NavBar onBack={() => goBack()}>{T.title}</NavBar>}
      {!known && <AgreementLinks />}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.agreement)({ component: AgreementScreen });
