import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Form, Input, NavBar } from 'antd-mobile';
import { forgetPassword } from '../../../../contract/account/account';
import { SEND_TYPES, sendPhoneCode } from '../../../../contract/account/phone-codes';
import { MESSAGES } from '../../../../domain/messages';
import { isMobile } from '../../../../domain/validators';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { showError, toast, withLoading } from '../../../../ui/feedback';
import { TEXTS } from '../../../../ui/texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { CodeButton } from '../../user_center/settings/account-bits';
import { phonePasswordProblem } from './phone-password-form';
import { goBack } from '../../../go-back';

const T = ACCOUNT_TEXTS.forget;
const C = ACCOUNT_TEXTS.common;

/** Forgot password (spec §7), also the signed-in user's way to set or change the login password: every login ends. */
function ForgetPasswordScreen() {
  const { api, session } = useAppContext();
  const navigate = useNavigate();
  const [form, setForm] = useState({ phone: session.get().userInfo.usersPhone ?? '', code: '', password: '', again: '' });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [key]: key === 'phone' || key === 'code' ? v.trim() : v }));

  const send = async () => {
    if (!isMobile(form.phone)) { toast(MESSAGES.mobileInvalid); return false; }
    return api.call(sendPhoneCode, { phone: form.phone, sendType: SEND_TYPES.forgetPassword, dialingCode: '86' });
  };

  async function submit() {
    const problem = phonePasswordProblem(form);
    if (problem) return toast(problem);
    setBusy(true);
    try {
      await withLoading(api.call(forgetPassword, { phone: form.phone, code: form.code, password: form.password }));
      if (session.isLoggedIn()) session.logout();
      toast(T.done);
      void navigate({ to: PATHS.login, replace: true });
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  return (
    <div className="page forget-password">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <Form layout="horizontal">
        <Form.Item label={TEXTS.login.phone}>
          <Input aria-label={TEXTS.login.phone} placeholder={TEXTS.login.phonePlaceholder} type="tel" maxLength={11} value={form.phone} onChange={set('phone')} clearable />
        </Form.Item>
        <Form.Item label={C.code} extra={<CodeButton send={send} />}>
          <Input aria-label={C.code} placeholder={C.codePlaceholder} type="tel" maxLength={6} value={form.code} onChange={set('code')} />
        </Form.Item>
        <Form.Item label={T.newPassword}>
          <Input aria-label={T.newPassword} placeholder={ACCOUNT_TEXTS.register.passwordPlaceholder} type="password" maxLength={20} value={form.password} onChange={set('password')} />
        </Form.Item>
        <Form.Item label={ACCOUNT_TEXTS.register.again}>
          <Input aria-label={ACCOUNT_TEXTS.register.again} placeholder={ACCOUNT_TEXTS.register.againPlaceholder} type="password" maxLength={20} value={form.again} onChange={set('again')} />
        </Form.Item>
      </Form>
      <p className="page-hint">{T.hint}</p>
      <div className="page-actions"><Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>{T.submit}</Button></div>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.forgetPassword)({ component: ForgetPasswordScreen });
