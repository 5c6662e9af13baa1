import { createLazyRoute } from '@tanstack/react-router';
import { NavBar, Steps } from 'antd-mobile';
import { refundUsersFindInfo } from '../../../../contract/after-sales';
import { afterSalesStatusLabel } from '../../../../domain/after-sales';
import { AFTER_SALES_ACTION_LABELS } from '../../../../domain/messages';
import { formatDate } from '../../../../domain/relative-time';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';

const T = TEXTS.checkout.afterSales;
const actionLabel = (action: string) => (AFTER_SALES_ACTION_LABELS as Record<string, string>)[action] ?? T.apply;

/** The negotiation history: every step of the request, newest first. */
function NegotiateScreen() {
  const { sync } = useAppContext();
  const { afterSalesId } = Route.useSearch();
  const detail = useCachedCall(sync, refundUsersFindInfo, { afterSalesId });
  const logs = [...(detail.data?.logs ?? [])].reverse();
  return (
    <div className="page negotiate">
      <NavBar onBack={() => history.back()}>{T.negotiateTitle}</NavBar>
      {detail.failure && detail.data && <OfflineNotice />}
      {!detail.data && (detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.none} />)}
      <Steps direction="vertical">
        {logs.map((log, i) => (
          <Steps.Step key={i} status="finish" data-testid="negotiate-step"
            title={`${T.actors[log.actor] ?? log.actor} · ${actionLabel(log.action)} → ${afterSalesStatusLabel(log.toStatus)}`}
            description={`${formatDate(log.createdAt)}${log.note ? ` · ${log.note}` : ''}`} />
        ))}
      </Steps>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.negotiate}` as const)({ component: NegotiateScreen });
