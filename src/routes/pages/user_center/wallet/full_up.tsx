import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar, Selector } from 'antd-mobile';
import { balanceInfo } from '../../../../contract/wallet/wallet';
import { formatFen } from '../../../../domain/format';
import { planTopUp } from '../../../../domain/wallet-input';
import { TOP_UP_MAX_FEN, TOP_UP_MIN_FEN } from '../../../../domain/wallet-rules';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { DataAge } from '../../../../ui/wallet/data-age';
import { WALLET_TEXTS } from '../../../../ui/wallet-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = WALLET_TEXTS.topUpPage;
const PICKS = ['50', '100', '200', '500'];

/** spec §2 full_up: how much to top up; the cashier (full_open) takes it from here. Needs the network. */
function FullUpScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const info = useCachedCall(sync, balanceInfo, {});
  const [typed, setTyped] = useState('');
  const plan = planTopUp(typed);
  const cny = info.data?.assets.find((a) => a.asset === 'CNY');
  const problem = plan.ok ? '' : plan.problem === 'min' ? T.problems.min(formatFen(TOP_UP_MIN_FEN))
    : plan.problem === 'max' ? T.problems.max(formatFen(TOP_UP_MAX_FEN)) : plan.problem === 'format' ? T.problems.format : '';
  return (
    <div className="page full-up">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {!online && <div className="offline-notice" role="alert" data-testid="needs-network">{WALLET_TEXTS.topUpNeedsNetwork}</div>}
      <DataAge savedAt={info.savedAt} failed={Boolean(info.failure)} />
      <section className="wallet-card">
        <div className="full-up__current" data-testid="top-up-current">{T.current(cny ? formatFen(cny.available) : '--')}</div>
        <h3 className="wallet-card__title">{T.pick}</h3>
        <Selector columns={4} options={PICKS.map((v) => ({ label: T.yuan(Number(v)), value: v }))} value={PICKS.includes(typed) ? [typed] : []}
          onChange={(v) => setTyped(v[0] ?? '')} />
      </section>
      <List className="conversion__form">
        <List.Item title={T.other}>
          <Input value={typed} onChange={setTyped} inputMode="decimal" clearable aria-label={T.other} placeholder={T.otherPlaceholder} />
        </List.Item>
      </List>
      {problem && <p className="conversion__plan conversion__plan--problem">{problem}</p>}
      <p className="page-hint">{T.limits(formatFen(TOP_UP_MIN_FEN), formatFen(TOP_UP_MAX_FEN))}</p>
      <div className="page-actions">
        <Button block color="primary" disabled={!online || !plan.ok}
          onClick={() => { if (plan.ok) void navigate({ to: PATHS.fullOpen, search: { amount: plan.amountText } }); }}>{T.submit}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.fullUp}` as const)({ component: FullUpScreen });
