import { Button } from 'antd-mobile';
import { ErrorBlock } from '../ui/components/error-block';
import { TEXTS } from '../ui/texts';
import { ChunkLoadError } from './lazy-screen';

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
