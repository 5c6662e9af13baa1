import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { PlatformParams } from '../../../settings/agreement-links';
import '../../../settings/settings.css';
import { goBack } from '../../../go-back';

const T = SETTINGS_TEXTS.line;
const ENTRIES = [
  [T.safety, PATHS.safetyCenter], [T.regulation, PATHS.regulation], [T.ywlc, PATHS.ywlc],
  [T.complaint, PATHS.complaint], [T.invoices, PATHS.lineInvoices], [T.about, PATHS.aboutUs],
] as const;

/** spec §2 user_center line_service: the service pages and how to reach the platform. */
function LineServiceScreen() {
  const navigate = useNavigate();
  return (
    <div className="info-page" data-testid="line-service">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <div className="line-grid">
        {ENTRIES.map(([label, to]) => <button key={to} type="button" onClick={() => void navigate({ to })}>{label}</button>)}
      </div>
      <PlatformParams />
    </div>
  );
}

export const Route = createLazyRoute(PATHS.lineService)({ component: LineServiceScreen });
