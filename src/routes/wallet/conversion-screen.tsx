import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar } from 'antd-mobile';
import type { ResponseOf } from '../../contract/define-call';
import { payPasswordState } from '../../contract/orders/pay';
import { balanceInfo, walletConvert } from '../../contract/wallet/wallet';
import { formatDate } from '../../domain/relative-time';
import { isCountedPurchase, planConversion, type ConversionPlan } from '../../domain/wallet-input';
import { ASSET_INFO, CONVERSIONS, CONVERT_MAX, type ConversionName, type ConversionRule } from '../../domain/wallet-rules';
import { confirmDialog, showError } from '../../ui/feedback';
import { useAttemptKeys } from '../../ui/hooks/use-attempt-keys';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useOnline } from '../../ui/hooks/use-online';
import { formatAssetFigure as figure } from '../../ui/wallet/asset-figure';
import { DataAge } from '../../ui/wallet/data-age';
import { WALLET_TEXTS } from '../../ui/wallet-texts';
import { PayPasswordPopup } from '../checkout/pay-password-popup';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { ConversionResult } from './conversion-result';
import { goBack } from '../go-back';

const T = WALLET_TEXTS.convert;

function describePlan(rule: ConversionRule, plan: ConversionPlan, counted: boolean): string {
  if (plan.ok) return counted ? `${T.price} ${figure(rule.from, plan.from)}` : `${T.credited} ${figure(rule.to, plan.credited)}`;
  switch (plan.problem) {
    case 'format': return counted ? T.problems.formatCount : T.problems.format;
    case 'min': return T.problems.min(counted ? `${rule.min / rule.fromPer}${ASSET_INFO[rule.to].unit}` : figure(rule.from, rule.min));
    case 'step': return T.problems.step(figure(rule.from, rule.fromPer));
    case 'short': return T.problems.short(ASSET_INFO[rule.from].label);
    case 'max': return T.problems.max(figure(rule.from, CONVERT_MAX));
    default: return '';
  }
}

/** Every conversion counter (spec §2 transform-*, *-upto-pay, startoken-*): one screen driven by the rule's numbers. */
export function ConversionScreen({ name, returnLabel }: { name: ConversionName; returnLabel?: string }) {
  const rule: ConversionRule = CONVERSIONS[name];
  const { sync, api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const info = useCachedCall(sync, balanceInfo, {});
  const password = useCachedCall(sync, payPasswordState, {});
  const keys = useAttemptKeys('cv');
  const [typed, setTyped] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ResponseOf<typeof walletConvert> | null>(null);
  const counted = isCountedPurchase(rule);
  const action = counted ? T.buy : T.exchange;
  const from = info.data?.assets.find((a) => a.asset === rule.from) ?? null;
  const plan = planConversion(rule, typed, from?.available ?? null);
  const lockedUntil = password.data?.lockedUntil ?? 0;
  const unit = ASSET_INFO[counted ? rule.to : rule.from].unit;

  async function convert(payPassword: string) {
    if (!plan.ok) return;
    setBusy(true);
    try {
      const result = await api.call(walletConvert, { rule: name, amount: plan.amountText, payPassword }, { idempotencyKey: keys.keyFor(`${name}:${plan.amountText}`) });
      keys.settle();
      setAsking(false);
      setDone(result);
      void sync.refresh({ kind: 'call', name: balanceInfo.name, params: {} });
    } catch (error) {
      keys.settle(error);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (password.data?.hasPayPassword) return setAsking(true);
    if (await confirmDialog(T.noPassword, { confirmText: T.setPassword })) void navigate({ to: PATHS.payPassword });
  }

  const back = <NavBar onBack={() => goBack()}>{rule.title}</NavBar>;
  if (done) return <div className="page conversion">{back}<ConversionResult rule={rule} action={action} result={done} returnLabel={returnLabel} onAgain={() => { setDone(null); setTyped(''); }} /></div>;
  return (
    <div className="page conversion">
      {back}
      {!online && <div className="offline-notice" role="alert" data-testid="needs-network">{T.needsNetwork(action)}</div>}
      <section className="wallet-card"><p className="conversion__explain">{rule.explain}</p></section>
      <DataAge savedAt={info.savedAt} failed={Boolean(info.failure)} />
      <List className="conversion__form">
        <List.Item extra={from ? figure(rule.from, from.available) : '--'} data-testid="conversion-from">{WALLET_TEXTS.available(ASSET_INFO[rule.from].label)}</List.Item>
        <List.Item title={counted ? T.count(unit) : T.amount(unit)}>
          <Input value={typed} onChange={setTyped} inputMode={counted ? 'numeric' : 'decimal'} clearable aria-label={counted ? T.count(unit) : T.amount(unit)}
            placeholder={counted ? T.countPlaceholder : T.amountPlaceholder(figure(rule.from, rule.min))} />
        </List.Item>
      </List>
      <p className={plan.ok ? 'conversion__plan' : 'conversion__plan conversion__plan--problem'} data-testid="conversion-plan">{describePlan(rule, plan, counted)}</p>
      {password.data && !password.data.hasPayPassword && (
        <p className="page-hint">{T.noPassword}，<button type="button" className="text-link" onClick={() => void navigate({ to: PATHS.payPassword })}>{T.setPassword}</button></p>
      )}
      {lockedUntil > Date.now() && <p className="page-hint">{T.locked(formatDate(lockedUntil))}</p>}
      <div className="page-actions">
        <Button block color="primary" disabled={!online || !plan.ok || busy} loading={busy} onClick={() => void submit()}>
          {counted ? T.confirmBuy : T.confirmExchange}
        </Button>
      </div>
      <PayPasswordPopup visible={asking && online} busy={busy} onClose={() => setAsking(false)} onSubmit={(p) => void convert(p)} />
    </div>
  );
}
