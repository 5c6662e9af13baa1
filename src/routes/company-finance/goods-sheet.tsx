import { useState } from 'react';
import { Button, Dialog, List, Popup, TextArea } from 'antd-mobile';
import { companyChangeGoodsShelves, type CompanyGoods } from '../../contract/company/goods';
import { COMPANY_FINANCE_TEXTS } from '../../ui/company-finance-texts';
import { TEXTS } from '../../ui/texts';
import { confirmDialog, showError, toast } from '../../ui/feedback';
import { useAttemptKeys } from '../../ui/hooks/use-attempt-keys';
import { useOnline } from '../../ui/hooks/use-online';
import { useAppContext } from '../use-app-context';
import { ActionLog } from './action-log';
import { CompanyGoodsRow } from './goods-row';

const T = COMPANY_FINANCE_TEXTS.goods;
const REASON_MAX = 100;

/** The action's name and reason say it all for a shelf change. */
const describeShelf = () => '';

/** A goods' page for the administrator: take it off with a reason, or put back what the platform took off; its history. */
export function GoodsSheet({ goods, onClose, onChanged }: { goods: CompanyGoods | null; onClose(): void; onChanged(g: CompanyGoods): void }) {
  const { api } = useAppContext();
  const online = useOnline();
  const keys = useAttemptKeys('cgs');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  async function change(onShelf: boolean, why: string) {
    if (!goods) return;
    setBusy(true);
    try {
      const idempotencyKey = keys.keyFor(`${goods.goodsId}|${onShelf}|${why}`);
      const changed = await api.call(companyChangeGoodsShelves, { goodsId: goods.goodsId, onShelf, reason: why }, { idempotencyKey });
      keys.settle();
      toast(onShelf ? T.shelved : T.unshelved);
      setAsking(false);
      setVersion((v) => v + 1);
      onChanged(changed);
    } catch (error) {
      keys.settle(error);
      showError(error);
    } finally { setBusy(false); }
  }

  async function shelve() {
    if (goods && (await confirmDialog(T.shelveConfirm(goods.name)))) await change(true, '');
  }

  function confirmOff() {
    if (!reason.trim()) return toast(T.reasonRequired);
    void change(false, reason.trim());
  }

  return (
    <Popup visible={goods !== null} onMaskClick={onClose} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}>
      {goods && (
        <div className="company-goods__sheet" data-testid="goods-sheet">
          <List><CompanyGoodsRow goods={goods} onOpen={() => undefined} /></List>
          <div className="page-actions">
            {goods.offShelfBy === 'platform'
              ? <Button block color="primary" disabled={!online} loading={busy} onClick={() => void shelve()}>{T.shelve}</Button>
              : <Button block color="danger" disabled={!online || busy} onClick={() => { setReason(''); setAsking(true); }}>{T.unshelve}</Button>}
            <Button block onClick={onClose}>{T.close}</Button>
          </div>
          <ActionLog key={`${goods.goodsId}-${version}`} targetKind="goods" targetId={goods.goodsId} describe={describeShelf} />
        </div>
      )}
      <Dialog visible={asking} title={T.reasonTitle} closeOnAction={false} onClose={() => setAsking(false)}
        content={<TextArea value={reason} onChange={setReason} placeholder={T.reasonPlaceholder} maxLength={REASON_MAX} showCount rows={3} />}
        actions={[[
          { key: 'cancel', text: TEXTS.common.cancel, onClick: () => setAsking(false) },
          { key: 'off', text: T.confirmOff, bold: true, danger: true, disabled: !online || busy, onClick: confirmOff },
        ]]} />
    </Popup>
  );
}
