import { DotLoading } from 'antd-mobile';
import { ErrorBlock } from './error-block';
import { TEXTS } from '../texts';

export function LoadingState() {
  return <div className="page-state" role="status"><DotLoading color="primary" /> {TEXTS.common.loading}</div>;
}

export function EmptyState({ title = TEXTS.common.empty, description }: { title?: string; description?: string }) {
  return <ErrorBlock status="empty" title={title} description={description ?? ''} />;
}

export function OfflineNotice() {
  return <div className="offline-notice" role="status">{TEXTS.common.offlineNotice}</div>;
}
