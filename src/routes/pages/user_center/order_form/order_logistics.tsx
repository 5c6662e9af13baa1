import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, Steps } from 'antd-mobile';
import { orderLogistics } from '../../../../contract/orders/order';
import { formatDate } from '../../../../domain/relative-time';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.logistics;

function OrderLogisticsScreen() {
  const { sync } = useAppContext();
  const { orderId } = Route.useSearch();
  const info = useCachedCall(sync, orderLogistics, { orderId });
  const data = info.data;
  return (
    <div className="page order-logistics">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {info.failure && data && <OfflineNotice />}
      {!data && (info.loading ? <LoadingState /> : <EmptyState title={info.failure?.msg ?? T.notShipped} />)}
      {data && (
        <>
          <List>
            <List.Item extra={data.expressCompany || T.notShipped}>{T.company}</List.Item>
            {data.expressNo && <List.Item extra={data.expressNo}>{T.number}</List.Item>}
          </List>
          <Steps direction="vertical" current={0}>
            {data.traces.map((trace) => <Steps.Step key={trace.time + trace.text} title={trace.text} description={formatDate(trace.time)} status="finish" />)}
          </Steps>
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.orderLogistics}` as const)({ component: OrderLogisticsScreen });
