import { useEffect, useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input, NavBar, Tabs } from 'antd-mobile';
import { SEND_TYPES, sendCodeByUser } from '../../../../contract/account/phone-codes';
import { payPasswordState, setPayPassword } from '../../../../contract/orders/pay';
import { formatDate } from '../../../../domain/relative-time';
import { maskMobile } from '../../../../domain/format';
import { MESSAGES } from '../../../../domain/messages';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { TEXTS } from '../../../../ui/texts';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { goBack } from '../../../go-back';

const T = CHECKOUT_TEXTS.payPassword;
const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

/** Set or change the pay password (SMS code, sendType 4, or the old one); a security step, so online only. */
function PayPasswordScreen() {
  const { sync, api, session } = useAppContext();
  const phone = useSession(session).userInfo.usersPhone ?? '';
  const online = useOnline();
  const state = useCachedCall(sync, payPasswordState, {});
  const [by, setBy] = useState<'code' | 'old'>('code');
  const [form, setForm] = useState({ code: '', old: '', next: '', again: '' });
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => { if (wait > 0) { const id = setTimeout(() => setWait(wait - 1), 1000); return () => clearTimeout(id); } }, [wait]);

  async function sendCode() {
    try {
      await api.call(sendCodeByUser, { sendType: SEND_TYPES.payPassword });
      toast(MESSAGES.codeSent);
      setWait(60);
    } catch (error) { showError(error); }
  }

  async function save() {
    if (form.next !== form.again) return toast(MESSAGES.payPasswordMismatch);
    const input = by === 'code' ? { payPassword: form.next, code: form.code } : { payPassword: form.next, oldPayPassword: form.old };
    const checked = setPayPassword.request.safeParse(input);
    if (!checked.success) return toast(checked.error.issues[0]!.message);
    setBusy(true);
    try {
      await api.call(setPayPassword, checked.data);
      toast(T.done);
      // Back at once: waiting for the refresh first would go back from wherever the user went meanwhile.
      void state.reload();
      goBack();
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  const set = (key: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [key]: key === 'code' ? v.trim() : digits(v) }));
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!online) return <div className="page">{back}<EmptyState title={CHECKOUT_TEXTS.pay.offline} /></div>;
  if (!state.data) return <div className="page">{back}<LoadingState /></div>;
  const has = state.data.hasPayPassword;
  return (
    <div className="page pay-password">
      {back}
      <h3 className="pay-password__title">{has ? T.change : T.set}</h3>
      {state.data.lockedUntil > Date.now() && <p className="page-hint">{T.locked(formatDate(state.data.lockedUntil))}</p>}
      {has && <Tabs activeKey={by} onChange={(k) => setBy(k as 'code' | 'old')}><Tabs.Tab key="code" title={T.byCode} /><Tabs.Tab key="old" title={T.byOld} /></Tabs>}
      <Form layout="horizontal">
        {by === 'code' || !has ? (
          <Form.Item label={T.code} description={T.sentTo(maskMobile(phone))}
            extra={<Button size="small" disabled={wait > 0} onClick={() => void sendCode()}>{wait > 0 ? TEXTS.login.resendIn(wait) : T.sendCode}</Button>}>
            <Input value={form.code} onChange={set('code')} maxLength={6} inputMode="numeric" aria-label={T.code} />
          </Form.Item>
        ) : (
          <Form.Item label={T.old}><Input type="password" value={form.old} onChange={set('old')} inputMode="numeric" aria-label={T.old} /></Form.Item>
        )}
        <Form.Item label={T.next}><Input type="password" value={form.next} onChange={set('next')} placeholder={T.placeholder} inputMode="numeric" aria-label={T.next} /></Form.Item>
        <Form.Item label={T.again}><Input type="password" value={form.again} onChange={set('again')} placeholder={T.placeholder} inputMode="numeric" aria-label={T.again} /></Form.Item>
      </Form>
      <div className="page-actions"><Button block color="primary" loading={busy} onClick={() => void save()}>{T.save}</Button></div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.payPassword}` as const)({ component: PayPasswordScreen });
