import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { withdrawLogs } from '../../../../contract/wallet/withdraw';
import { WITHDRAW_STATUS_TEXT } from '../../../../domain/wallet-rules';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { WithdrawLogList } from '../../../withdraw/withdraw-log-list';
import { asWithdrawTab, WITHDRAW_TABS } from '../../../withdraw/withdraw-rules';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.log;

function WithdrawLogScreen() {
  const navigate = useNavigate();
  const status = asWithdrawTab(Route.useSearch().status);
  return (
    <div className="page withdraw-log">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <Tabs className="withdraw-tabs" activeKey={status} onChange={(key) => void navigate({ to: PATHS.withdrawLog, search: { status: key }, replace: true })}>
        {WITHDRAW_TABS.map((tab) => <Tabs.Tab key={tab} title={tab === '' ? T.all : WITHDRAW_STATUS_TEXT[tab]} />)}
      </Tabs>
      <WithdrawLogList call={withdrawLogs} status={status} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.withdrawLog}` as const)({ component: WithdrawLogScreen });
