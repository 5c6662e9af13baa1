import { Button, NavBar } from 'antd-mobile';
import { ErrorBlock } from '../ui/components/error-block';
import { TEXTS } from '../ui/texts';
import { goBack } from './go-back';
import { ChunkLoadError } from './lazy-screen';
import { PATHS } from './paths';
import type { RoleArea } from './role-wall';

function navigateHome(): void {
  location.hash = '#/';
}

/** 页面不存在, with the way home. */
export function NotFoundScreen() {
  return (
    <ErrorBlock status="empty" title={TEXTS.common.notFoundTitle} description="">
      <Button color="primary" onClick={() => void navigateHome()}>{TEXTS.tabs.home}</Button>
    </ErrorBlock>
  );
}

/** What went wrong, with 重试 (a reload); 页面加载失败 when a screen's code could not load. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const chunkFailed = error instanceof ChunkLoadError;
  const title = chunkFailed ? TEXTS.common.loadErrorTitle : TEXTS.common.errorTitle;
  const description = chunkFailed ? TEXTS.common.loadErrorDescription : error instanceof Error ? error.message : '';
  return (
    <ErrorBlock status="default" title={title} description={description}>
      <Button color="primary" onClick={() => location.reload()}>{TEXTS.common.retry}</Button>
    </ErrorBlock>
  );
}

/** Back where the user came from, or the app's home when opened from a link (the area's home is behind the same wall). */
const leaveWall = () => goBack(PATHS.home);

/** 无权访问 (issue 33.6): a screen of an area this user has no role for, with the way back and, for a visitor, 去登录. */
export function NoAccessScreen({ area, signedIn }: { area: RoleArea; signedIn: boolean }) {
  const description = !signedIn ? TEXTS.common.noAccessLogin : area === 'shop' ? TEXTS.common.noAccessShop : TEXTS.common.noAccessCompany;
  return (
    <div className="page" data-testid="no-access">
      <NavBar onBack={leaveWall} />
      <ErrorBlock status="default" title={TEXTS.common.noAccessTitle} description={description}>
        <Button onClick={leaveWall}>{TEXTS.common.back}</Button>
        {!signedIn && <Button color="primary" onClick={() => { location.hash = `#${PATHS.login}`; }}>{TEXTS.common.toLogin}</Button>}
      </ErrorBlock>
    </div>
  );
}
