import { createLazyRoute, Navigate } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { AGREEMENT_CODES, isAllowedWebViewUrl } from '../../../domain/info-pages';
import { EmptyState } from '../../../ui/components/page-state';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import '../../settings/settings.css';
import { goBack } from '../../go-back';

const T = SETTINGS_TEXTS.webView;

/**
 * spec §2 global/web-view: ?code= opens an agreement; ?url= frames a page of our own origin (or an allowed one,
 * src/domain/info-pages.ts); any other origin or scheme is refused, never framed.
 */
function WebViewScreen() {
  const { url = '', code = '', title = '' } = Route.useSearch();
  if ((AGREEMENT_CODES as readonly string[]).includes(code)) return <Navigate to={PATHS.agreement} search={{ code }} replace />;
  const allowed = url !== '' && isAllowedWebViewUrl(url, location.origin);
  return (
    <div className="info-page">
      <NavBar onBack={() => goBack()}>{title || T.title}</NavBar>
      {allowed
        ? <iframe className="web-view-frame" src={new URL(url, location.origin).href} title={title || T.title} sandbox="allow-scripts allow-same-origin allow-forms" />
        : <div data-testid="web-view-refused"><EmptyState title={url ? T.refused : T.missing} description={url} /></div>}
    </div>
  );
}

export const Route = createLazyRoute(PATHS.webView)({ component: WebViewScreen });
