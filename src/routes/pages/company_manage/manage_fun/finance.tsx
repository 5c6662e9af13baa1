import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Dialog, NavBar, Tabs, TextArea } from 'antd-mobile';
import { companyWithdrawDecide, companyWithdrawList } from '../../../../contract/wallet/withdraw';
import { REACH_BOTTOM_DISTANCE } from '../../../../domain/constants';
import { formatFen } from '../../../../domain/format';
import { WITHDRAW_STATUS_TEXT } from '../../../../domain/wallet-rules';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { confirmDialog, showError, toast } from '../../../../ui/feedback';
import { useAttemptKeys } from '../../../../ui/hooks/use-attempt-keys';
import { useOnline } from '../../../../ui/hooks/use-online';
import { TEXTS } from '../../../../ui/texts';
import { COMPANY_FINANCE_TEXTS } from '../../../../ui/company-finance-texts';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { usePagedCall } from '../../../../ui/hooks/use-paged-call';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { asWithdrawTab, WITHDRAW_TABS } from '../../../withdraw/withdraw-rules';
import { FinanceFigures } from '../../../company-finance/finance-figures';
import { FinanceRow, type CompanyWithdrawal } from './finance-row';
import { LedgerCheck } from './ledger-check';
import { goBack } from '../../../go-back';
import { ListBottom } from '../../../../ui/components/list-bottom';

const T = WITHDRAW_TEXTS.finance;
const F = COMPANY_FINANCE_TEXTS.finance;
const REASON_MAX = 100;

/**
 * spec §2 finance: the platform's figures by day and month with a chart (issue 14), the ledger check, and the
 * withdrawal approval list: approve, or refuse with a reason (the money returns to its owner at once).
 */
function FinanceScreen() {
  const { api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const status = asWithdrawTab(Route.useSearch().status);
  // Opened at a status (提现审核, 待审核提现) it is for reviewing: the list comes first. Opened at all withdrawals (the day's
  // orders and turnover) it is for the figures. Chosen once, so switching tabs does not move the page (issue 33.9).
  const [reviewFirst] = useState(status !== '');
  const list = usePagedCall(companyWithdrawList, { status }, (row) => row.withdrawId);
  const keys = useAttemptKeys('wdd');
  const [busy, setBusy] = useState('');
  const [refusing, setRefusing] = useState<CompanyWithdrawal | null>(null);
  const [reason, setReason] = useState('');
  const [refreshes, setRefreshes] = useState(0);
  const refresh = async () => {
    setRefreshes((n) => n + 1);
    await list.refresh();
  };

  async function decide(row: CompanyWithdrawal, approve: boolean, why = '') {
    setBusy(row.withdrawId);
    try {
      // A decision posts or voids the frozen amount: a retry after no answer must not be taken as a second decision.
      const idempotencyKey = keys.keyFor(`${row.withdrawId}|${approve}|${why}`);
      await api.call(companyWithdrawDecide, { withdrawId: row.withdrawId, approve, reason: why }, { idempotencyKey });
      keys.settle();
      toast(T.decided);
      setRefusing(null);
      await list.refresh();
    } catch (error) {
      keys.settle(error);
      showError(error);
    } finally { setBusy(''); }
  }

  async function approve(row: CompanyWithdrawal) {
    if (await confirmDialog(T.approveConfirm(formatFen(row.amount)))) await decide(row, true);
  }

  function confirmRefusal() {
    if (!refusing) return;
    if (!reason.trim()) return toast(T.reasonRequired);
    void decide(refusing, false, reason.trim());
  }

  return (
    <div className="page company-finance">
      <NavBar onBack={() => goBack()}>{F.title}</NavBar>
      <OfflineBanner online={online} stale={list.failure !== null && list.data !== null} actions />
      <PullRefresh onRefresh={refresh}>
        {!reviewFirst && <FinanceFigures refreshes={refreshes} />}
        {!reviewFirst && <LedgerCheck api={api} online={online} />}
        <section data-testid="withdrawals">
          <h3 className="company-finance__section">{F.withdrawals}</h3>
          <Tabs className="withdraw-tabs" activeKey={status} onChange={(key) => void navigate({ to: PATHS.companyFinance, search: { status: key }, replace: true })}>
            {WITHDRAW_TABS.map((tab) => <Tabs.Tab key={tab} title={tab === '' ? WITHDRAW_TEXTS.log.all : WITHDRAW_STATUS_TEXT[tab]} />)}
          </Tabs>
          {list.loading && <LoadingState />}
          {!list.loading && list.list.length === 0 && <EmptyState title={!list.data && list.failure ? list.failure.msg : T.empty} />}
          {list.list.map((row) => (
            <FinanceRow key={row.withdrawId} row={row} busy={busy === row.withdrawId} online={online}
              onApprove={() => void approve(row)} onRefuse={() => { setReason(''); setRefusing(row); }} />
          ))}
          {list.list.length > 0 && <ListBottom threshold={REACH_BOTTOM_DISTANCE} hasMore={list.hasMore} loadMore={list.loadMore} />}
        </section>
        {reviewFirst && <FinanceFigures refreshes={refreshes} />}
        {reviewFirst && <LedgerCheck api={api} online={online} />}
      </PullRefresh>
      <Dialog visible={refusing !== null} title={T.refuseTitle} closeOnAction={false} onClose={() => setRefusing(null)}
        content={<TextArea value={reason} onChange={setReason} placeholder={T.refusePlaceholder} maxLength={REASON_MAX} showCount rows={3} />}
        actions={[[
          { key: 'cancel', text: TEXTS.common.cancel, onClick: () => setRefusing(null) },
          { key: 'refuse', text: T.refuseConfirm, bold: true, danger: true, disabled: !online || busy !== '', onClick: confirmRefusal },
        ]]} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyFinance}` as const)({ component: FinanceScreen });
