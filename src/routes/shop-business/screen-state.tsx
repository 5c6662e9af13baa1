import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { DataAge } from '../../ui/wallet/data-age';
import { SHOP_BUSINESS_TEXTS as T } from '../../ui/shop-business-texts';
import './shop-business.css';

interface ScreenStateProps {
  hasData: boolean;
  loading: boolean;
  failure: { msg: string } | null;
  savedAt: number | null;
}

/** Offline or after a failed fetch: how old the figures are; before any answer: loading or the host's message. */
export function ScreenState({ hasData, loading, failure, savedAt }: ScreenStateProps) {
  return (
    <>
      <DataAge savedAt={savedAt} failed={failure !== null} neverSaved={T.neverSaved} />
      {!hasData && (loading ? <LoadingState /> : <EmptyState title={failure?.msg ?? T.neverSaved} />)}
    </>
  );
}
