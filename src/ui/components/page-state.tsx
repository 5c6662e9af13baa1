import { ErrorBlock } from './error-block';
import { TEXTS } from '../texts';
import { LoadingDots } from './loading-dots';

export function LoadingState() {
  return <div className="page-state" role="status"><LoadingDots color="primary" /> {TEXTS.common.loading}</div>;
}

export function EmptyState({ title = TEXTS.common.empty, description }: { title?: string; description?: string }) {
  return <ErrorBlock status="empty" title={title} description={description ?? ''} />;
}

export function OfflineNotice() {
  return <div className="offline-notice" role="status">{TEXTS.common.offlineNotice}</div>;
}
