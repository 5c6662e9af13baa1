import { Button } from 'antd-mobile';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { DataAge } from '../../ui/wallet/data-age';
import { SETTINGS_TEXTS as T } from '../../ui/settings-texts';
import './settings.css';

interface InfoStateProps {
  hasData: boolean;
  loading: boolean;
  failure: { msg: string } | null;
  savedAt: number | null;
  onRetry?: () => void;
}

/** Loading before the first answer, the host's message (with retry) when there is none, and the data's age offline. */
export function InfoState({ hasData, loading, failure, savedAt, onRetry }: InfoStateProps) {
  if (hasData) return <DataAge savedAt={savedAt} failed={failure !== null} neverSaved={T.common.neverSaved} />;
  if (loading) return <LoadingState />;
  return (
    <div data-testid="info-error">
      <EmptyState title={failure?.msg ?? T.common.neverSaved} />
      {onRetry && <div style={{ textAlign: 'center' }}><Button size="small" onClick={onRetry}>{T.common.retry}</Button></div>}
    </div>
  );
}
