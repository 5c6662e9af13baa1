import { useState } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { companyFinanceScale, companyFinanceScales } from '../../contract/company/finance';
import type { AdminAction } from '../../contract/company/log';
import { formatScale, parseScalePercent } from '../../domain/company-finance';
import { COMPANY_FINANCE_TEXTS } from '../../ui/company-finance-texts';
import { confirmDialog, showError, toast } from '../../ui/feedback';
import { useAttemptKeys } from '../../ui/hooks/use-attempt-keys';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useOnline } from '../../ui/hooks/use-online';
import { PullRefresh } from '../../ui/discovery/pull-refresh';
import { useAppContext } from '../use-app-context';
import { ActionLog } from './action-log';
import { AdminScreenState } from './admin-screen-state';

const T = COMPANY_FINANCE_TEXTS.scale;

const describeScale = (a: AdminAction) => {
  const before = a.before?.rateBp;
  const after = a.after?.rateBp;
  const text = (v: unknown) => (typeof v === 'number' ? formatScale(v) : T.follows);
  return `${text(before)} → ${text(after)}`;
};

/** The company-wide share (shopId '') or one shop's: what is in force, a form to change it (online), its history. */
export function ScaleEditor({ shopId }: { shopId: string }) {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const view = useCachedCall(sync, companyFinanceScales, { shopId });
  const keys = useAttemptKeys('scale');
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const data = view.data;

  async function save() {
    const rateBp = parseScalePercent(text);
    if (rateBp === null) return toast(T.invalid);
    if (!(await confirmDialog(T.confirm(formatScale(rateBp))))) return;
    setBusy(true);
    try {
      // One key per attempt: a retry after no answer is not taken as a second change (one log row).
      const idempotencyKey = keys.keyFor(`${shopId}|${rateBp}|${reason.trim()}`);
      await api.call(companyFinanceScale, { shopId, rateBp, reason: reason.trim() }, { idempotencyKey });
      keys.settle();
      toast(T.saved);
      setText('');
      setReason('');
      setVersion((v) => v + 1);
      await view.reload();
    } catch (error) {
      keys.settle(error);
      showError(error);
    } finally { setBusy(false); }
  }

  return (
    <PullRefresh onRefresh={() => view.reload()}>
      <AdminScreenState hasData={data !== null} loading={view.loading} failure={view.failure} savedAt={view.savedAt} actions />
      {data && (
        <>
          {shopId && <div className="page-hint">{data.shopName}（{shopId}）</div>}
          <div className="company-scale__current" data-testid="scale-current">
            <div>{T.company}<strong>{formatScale(data.companyRateBp)}</strong></div>
            {shopId && <div>{T.own}<strong>{data.ownRateBp === null ? T.follows : formatScale(data.ownRateBp)}</strong></div>}
            {shopId && <div>{T.effective}<strong data-testid="scale-effective">{formatScale(data.effectiveRateBp)}</strong></div>}
          </div>
          <p className="page-hint">{T.rule}</p>
          <List header={shopId ? T.shopTitle : T.companyTitle}>
            <List.Item title={T.input}>
              <Input value={text} onChange={setText} placeholder={T.placeholder} inputMode="decimal" maxLength={6} aria-label={T.input} />
            </List.Item>
            <List.Item title={T.reason}>
              <Input value={reason} onChange={setReason} maxLength={100} aria-label={T.reason} />
            </List.Item>
          </List>
          <div className="page-actions">
            <Button block color="primary" disabled={!online || text.trim() === ''} loading={busy} onClick={() => void save()}>{T.save}</Button>
          </div>
          <ActionLog key={version} targetKind="scale" targetId={shopId || 'company'} describe={describeScale} />
        </>
      )}
    </PullRefresh>
  );
}
