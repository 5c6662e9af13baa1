import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { COMPANY_FINANCE_TEXTS as T } from '../../ui/company-finance-texts';
import { useOnline } from '../../ui/hooks/use-online';
import { DataAge } from '../../ui/wallet/data-age';
import './company-finance.css';

interface Props {
  hasData: boolean;
  loading: boolean;
  failure: { msg: string } | null;
  savedAt: number | null;
  /** The screen has actions: offline it says they need the network. */
  actions?: boolean;
}

/** An administrator's screen offline or after a failed fetch: how old its figures are, and that actions wait for the network. */
export function AdminScreenState({ hasData, loading, failure, savedAt, actions = false }: Props) {
  const online = useOnline();
  return (
    <>
      <DataAge savedAt={savedAt} failed={failure !== null} neverSaved={T.neverSaved} />
      {!online && actions && <div className="offline-notice" role="status" data-testid="needs-network">{T.needsNetwork}</div>}
      {!hasData && (loading ? <LoadingState /> : <EmptyState title={failure?.msg ?? T.neverSaved} />)}
    </>
  );
}
