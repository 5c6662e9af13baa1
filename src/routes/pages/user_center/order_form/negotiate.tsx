import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { refundUsersFindInfo } from '../../../../contract/orders/after-sales';
import { NegotiationSteps } from '../../../../ui/components/negotiation-steps';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.afterSales;

/** The negotiation history: every step of the request, newest first. */
function NegotiateScreen() {
  const { sync } = useAppContext();
  const { afterSalesId } = Route.useSearch();
  const detail = useCachedCall(sync, refundUsersFindInfo, { afterSalesId });
  return (
    <div className="page negotiate">
      <NavBar onBack={() => goBack()}>{T.negotiateTitle}</NavBar>
      {detail.failure && detail.data && <OfflineNotice />}
      {!detail.data && (detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.none} />)}
      <NegotiationSteps logs={detail.data?.logs ?? []} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.negotiate}` as const)({ component: NegotiateScreen });
