import { useState } from 'react';
import { Button, Dialog, TextArea } from 'antd-mobile';
import { companyAuditShopApplication, type ShopApplication } from '../../contract/shop/apply';
import { describeIssue } from '../../contract/issue-message';
import { confirmDialog, showError, toast } from '../../ui/feedback';
import { useAttemptKeys } from '../../ui/hooks/use-attempt-keys';
import { SHOP_APPLY_TEXTS } from '../../ui/shop-apply-texts';
import { TEXTS } from '../../ui/texts';
import { useAppContext } from '../use-app-context';

const T = SHOP_APPLY_TEXTS.audit;
const REASON_MAX = 100;

interface Props {
  application: ShopApplication;
  online: boolean;
  onDecided(answer: ShopApplication): Promise<void>;
}

/** 通过 (confirmed first) or 驳回 with a reason, checked with the contract's rules; both need the network. */
export function AuditActions({ application, online, onDecided }: Props) {
  const { api } = useAppContext();
  const keys = useAttemptKeys('audit');
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function audit(approve: boolean) {
    const checked = companyAuditShopApplication.request.safeParse({ applicationId: application.applicationId, approve, reason: approve ? '' : reason });
    if (!checked.success) return toast(describeIssue(checked.error.issues[0]!));
    setBusy(true);
    try {
      const answer = await api.call(companyAuditShopApplication, checked.data, { idempotencyKey: keys.keyFor(JSON.stringify(checked.data)) });
      keys.settle();
      setRefusing(false);
      toast(T.decided);
      await onDecided(answer);
    } catch (error) {
      keys.settle(error);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function approve() {
    if (await confirmDialog(T.approveConfirm(application.shopName))) await audit(true);
  }

  return (
    <>
      <div className="application-detail__actions">
        <Button block disabled={!online || busy} onClick={() => { setReason(''); setRefusing(true); }}>{T.refuse}</Button>
        <Button block color="primary" disabled={!online} loading={busy} onClick={() => void approve()}>{T.approve}</Button>
      </div>
      <Dialog visible={refusing} title={T.refuseTitle} closeOnAction={false} onClose={() => setRefusing(false)}
        content={<TextArea value={reason} onChange={setReason} placeholder={T.refusePlaceholder} maxLength={REASON_MAX} showCount rows={3} />}
        actions={[[
          { key: 'cancel', text: TEXTS.common.cancel, onClick: () => setRefusing(false) },
          { key: 'refuse', text: T.refuseConfirm, bold: true, danger: true, disabled: !online || busy, onClick: () => void audit(false) },
        ]]} />
    </>
  );
}
