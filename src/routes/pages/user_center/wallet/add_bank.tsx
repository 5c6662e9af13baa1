import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input, NavBar } from 'antd-mobile';
import { bankAdd } from '../../../../contract/wallet/withdraw';
import { showError, toast } from '../../../../ui/feedback';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { rememberCard } from '../../../withdraw/chosen-card';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { groupCardDigits } from '../../../withdraw/withdraw-rules';
import { CardNumberState, useCardCheck } from './card-check';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.bank;

/** The one screen that shows a whole card number: the one being typed. It is never stored on the device. */
function AddBankScreen() {
  const { api } = useAppContext();
  const online = useOnline();
  const [form, setForm] = useState({ cardNo: '', holderName: '', phone: '' });
  const [busy, setBusy] = useState(false);
  const check = useCardCheck(api, form.cardNo, online);

  async function save() {
    const checked = bankAdd.request.safeParse(form);
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    setBusy(true);
    try {
      const card = await api.call(bankAdd, checked.data);
      rememberCard(card.cardId);
      toast(T.saved);
      goBack();
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  return (
    <div className="page add-bank">
      <NavBar onBack={() => goBack()}>{T.addTitle}</NavBar>
      <OfflineBanner online={online} actions />
      <Form layout="horizontal">
        <Form.Item label={T.cardNo}>
          <Input value={form.cardNo} onChange={(v) => setForm((f) => ({ ...f, cardNo: groupCardDigits(v) }))} placeholder={T.cardNoPlaceholder}
            inputMode="numeric" autoComplete="cc-number" aria-label={T.cardNo} clearable />
        </Form.Item>
      </Form>
      <CardNumberState check={check} />
      <Form layout="horizontal">
        <Form.Item label={T.holderName}>
          <Input value={form.holderName} onChange={(v) => setForm((f) => ({ ...f, holderName: v }))} placeholder={T.holderPlaceholder}
            maxLength={20} aria-label={T.holderName} />
        </Form.Item>
        <Form.Item label={T.phone}>
          <Input value={form.phone} onChange={(v) => setForm((f) => ({ ...f, phone: v.replace(/\D/g, '') }))} placeholder={T.phonePlaceholder}
            inputMode="tel" maxLength={11} aria-label={T.phone} />
        </Form.Item>
      </Form>
      <p className="page-hint">{T.hint}</p>
      <div className="page-actions">
        <Button block color="primary" loading={busy} disabled={!online || check.state === 'bad'} onClick={() => void save()}>{T.save}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.addBank}` as const)({ component: AddBankScreen });
