import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Form, Input, NavBar } from 'antd-mobile';
import { phoneRegister } from '../../../../contract/account/account';
import { SEND_TYPES, sendPhoneCode } from '../../../../contract/account/phone-codes';
import { isInviteCode } from '../../../../domain/account';
import { MESSAGES } from '../../../../domain/messages';
import { isMobile } from '../../../../domain/validators';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { showError, toast, withLoading } from '../../../../ui/feedback';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { CodeButton } from '../../user_center/settings/account-bits';
import { phonePasswordProblem } from './phone-password-form';
import { ConsentCheck } from './consent-check';
import { goBack } from '../../../go-back';

const T = ACCOUNT_TEXTS.register;
const C = ACCOUNT_TEXTS.common;

/** Registration with a password (spec §7 "set password via phone registration"); `?code=` fills the invitation code. */
function RegisterScreen() {
  const { api, session } = useAppContext();
  const navigate = useNavigate();
  const search = Route.useSearch() as { code?: string };
  const [form, setForm] = useState({ phone: '', code: '', password: '', again: '', inviteCode: search.code ?? '' });
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const set = (key: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [key]: key === 'password' || key === 'again' ? v : v.trim() }));

  const send = async () => {
    if (!isMobile(form.phone)) { toast(MESSAGES.mobileInvalid); return false; }
    return api.call(sendPhoneCode, { phone: form.phone, sendType: SEND_TYPES.register, dialingCode: '86' });
  };

  async function submit() {
    if (!agreed) return toast(TEXTS.login.consentRequired);
    const problem = phonePasswordProblem(form);
    if (problem) return toast(problem);
    if (form.inviteCode && !isInviteCode(form.inviteCode)) return toast('邀请码格式不正确');
    setBusy(true);
    try {
      const response = await withLoading(api.call(phoneRegister, {
        phone: form.phone, code: form.code, password: form.password, ...(form.inviteCode ? { inviteCode: form.inviteCode } : {}),
      }));
      session.login(response);
      toast(T.done);
      void navigate({ to: PATHS.mine, replace: true });
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  return (
    <div className="page register">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <h1 className="login-brand">{TEXTS.appName}</h1>
      <Form layout="horizontal">
        <Form.Item label={TEXTS.login.phone}>
          <Input aria-label={TEXTS.login.phone} placeholder={TEXTS.login.phonePlaceholder} type="tel" maxLength={11} value={form.phone} onChange={set('phone')} clearable />
        </Form.Item>
        <Form.Item label={C.code} extra={<CodeButton send={send} />}>
          <Input aria-label={C.code} placeholder={C.codePlaceholder} type="tel" maxLength={6} value={form.code} onChange={set('code')} />
        </Form.Item>
        <Form.Item label={T.password}>
          <Input aria-label={T.password} placeholder={T.passwordPlaceholder} type="password" maxLength={20} value={form.password} onChange={set('password')} />
        </Form.Item>
        <Form.Item label={T.again}>
          <Input aria-label={T.again} placeholder={T.againPlaceholder} type="password" maxLength={20} value={form.again} onChange={set('again')} />
        </Form.Item>
        <Form.Item label={T.inviteCode}>
          <Input aria-label={T.inviteCode} placeholder={T.invitePlaceholder} maxLength={32} value={form.inviteCode} onChange={set('inviteCode')} />
        </Form.Item>
      </Form>
      <div className="page-actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>{T.submit}</Button>
        <ConsentCheck agreed={agreed} onChange={setAgreed} />
        <Button block fill="none" onClick={() => void navigate({ to: PATHS.login })}>{T.toLogin}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.register)({ component: RegisterScreen });
