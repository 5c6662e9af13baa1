import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { NavBar } from 'antd-mobile';
import { shopWallet, shopWithdrawApply, shopWithdrawLogs, withdrawData } from '../../../../contract/wallet/withdraw';
import { formatFen } from '../../../../domain/format';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { PAGE_SIZE } from '../../../../ui/hooks/use-paged-call';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { WithdrawForm } from '../../../withdraw/withdraw-form';
import { WithdrawLogList } from '../../../withdraw/withdraw-log-list';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.apply;

/** The shop's income to its owner's card: the owner's real name, pay password and cards; the shop's balance. */
function ShopsWithdrawScreen() {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const setup = useCachedCall(sync, withdrawData, {});
  const wallet = useCachedCall(sync, shopWallet, { pageNum: 1, pageSize: PAGE_SIZE });
  const [applied, setApplied] = useState(0);
  const back = <NavBar onBack={() => goBack()}>{T.shopTitle}</NavBar>;
  if (!setup.data || !wallet.data) {
    const failure = wallet.failure ?? setup.failure;
    const loading = setup.loading || wallet.loading;
    return <div className="page">{back}<OfflineBanner online={online} actions />{loading ? <LoadingState /> : <EmptyState title={failure?.msg} />}</div>;
  }
  const { balance } = wallet.data;
  return (
    <div className="page shops-withdraw">
      {back}
      <OfflineBanner online={online} stale={setup.failure !== null || wallet.failure !== null} actions />
      <section className="withdraw-head">
        <div>{WITHDRAW_TEXTS.shop.income}</div>
        <strong data-testid="shop-available">{formatFen(balance.available)}</strong>
        {balance.held > 0 && <div className="withdraw-head__frozen">{T.frozen(formatFen(balance.held))}</div>}
      </section>
      <WithdrawForm setup={setup.data} available={balance.available} online={online}
        apply={(input, idempotencyKey) => api.call(shopWithdrawApply, input, { idempotencyKey })} onApplied={() => { void wallet.reload(); setApplied((n) => n + 1); }} />
      <h3 className="section-title">{WITHDRAW_TEXTS.shop.records}</h3>
      <WithdrawLogList key={applied} call={shopWithdrawLogs} status="" />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopsWithdraw}` as const)({ component: ShopsWithdrawScreen });
