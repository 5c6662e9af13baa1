import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input, List, NavBar, Result } from 'antd-mobile';
import { realNameState, realNameSubmit } from '../../../../contract/wallet/withdraw';
import { ID_CARD_LENGTH } from '../../../../domain/constants';
import { isIdCard } from '../../../../domain/id-card';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { OfflineBanner } from '../../../withdraw/withdraw-bits';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.realName;

/** Real-name authentication: the ID's check character is verified as it is typed; afterwards only masked values show. */
export function AuthenUserInfoScreen() {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const state = useCachedCall(sync, realNameState, {});
  const [form, setForm] = useState({ name: '', idCard: '' });
  const [busy, setBusy] = useState(false);

  async function submit() {
    const checked = realNameSubmit.request.safeParse(form);
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    setBusy(true);
    try {
      await api.call(realNameSubmit, checked.data);
      toast(T.submitted);
      await state.reload();
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  const data = state.data;
  if (!data) {
    return <div className="page">{back}{state.loading ? <LoadingState /> : <EmptyState title={state.failure?.msg} />}</div>;
  }
  if (data.realName) {
    return (
      <div className="page authen-user-info">
        {back}
        <OfflineBanner online={online} stale={state.failure !== null} />
        <Result status="success" title={T.done} />
        <List>
          <List.Item extra={<span data-testid="real-name">{data.nameMasked}</span>}>{T.name}</List.Item>
          <List.Item extra={<span data-testid="real-id">{data.idCardMasked}</span>}>{T.idCard}</List.Item>
        </List>
      </div>
    );
  }
  const idBad = form.idCard.length === ID_CARD_LENGTH && !isIdCard(form.idCard);
  return (
    <div className="page authen-user-info">
      {back}
      <OfflineBanner online={online} stale={state.failure !== null} actions />
      <Form layout="horizontal">
        <Form.Item label={T.name}>
          <Input value={form.name} onChange={(v) => setForm((f) => ({ ...f, name: v }))} placeholder={T.namePlaceholder} maxLength={20} aria-label={T.name} />
        </Form.Item>
        <Form.Item label={T.idCard}>
          <Input value={form.idCard} onChange={(v) => setForm((f) => ({ ...f, idCard: v.replace(/[^\dXx]/g, '').toUpperCase() }))}
            placeholder={T.idCardPlaceholder} maxLength={ID_CARD_LENGTH} aria-label={T.idCard} />
        </Form.Item>
      </Form>
      {idBad && <p className="card-input__state card-input__state--bad" role="alert">{T.idCardBad}</p>}
      <p className="page-hint">{T.hint}</p>
      <div className="page-actions">
        <Button block color="primary" loading={busy} disabled={!online || idBad} onClick={() => void submit()}>{T.submit}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.authenUserInfo}` as const)({ component: AuthenUserInfoScreen });
