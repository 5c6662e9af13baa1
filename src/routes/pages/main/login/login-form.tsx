import { useState } from 'react';
import { Button, Form, Input, Tabs } from 'antd-mobile';
import { ApiError } from '../../../../api/api-error';
import type { ApiClient } from '../../../../api/client';
import { sendPhoneCode, SEND_TYPES } from '../../../../contract/account/phone-codes';
import type { LoginResponse } from '../../../../contract/entities/user';
import { passwordLogin, quickPhoneLogin } from '../../../../contract/account/users';
import { SMS_RESEND_SECONDS } from '../../../../domain/constants';
import { resendWaitIn } from '../../../../domain/account';
import { MESSAGES } from '../../../../domain/messages';
import { isCode, isMobile } from '../../../../domain/validators';
import { showError, toast, withLoading } from '../../../../ui/feedback';
import { useResendTimer } from '../../../../ui/hooks/use-countdown';
import { TEXTS } from '../../../../ui/texts';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { PATHS } from '../../../paths';
import { ConsentCheck } from './consent-check';

/**
 * spec §8 phone code: success toasts 验证码发送成功; a refusal shows the host's msg; no answer 获取失败，请稍候重试; non-200
 * rejects silently. Answers the seconds to count down: the full wait once sent, what the host says is left when it
 * refused a code asked for too soon (issue 34.12), else 0.
 */
async function requestCode(api: ApiClient, phone: string): Promise<number> {
  try {
    await api.call(sendPhoneCode, { phone, sendType: SEND_TYPES.login, dialingCode: '86' });
    toast(MESSAGES.codeSent);
    return SMS_RESEND_SECONDS;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') {
      toast(error.message);
      return resendWaitIn(error.message) ?? 0;
    }
    if (error instanceof ApiError && error.kind === 'network') toast(MESSAGES.fetchFailed);
    return 0;
  }
}

export function LoginForm({ api, onLoggedIn }: { api: ApiClient; onLoggedIn(response: LoginResponse): void }) {
  const [mode, setMode] = useState<'code' | 'password'>('code');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [left, startCountdown] = useResendTimer(SMS_RESEND_SECONDS);

  async function sendCode() {
    if (!isMobile(phone)) return toast(MESSAGES.mobileInvalid);
    const wait = await requestCode(api, phone);
    if (wait > 0) startCountdown(wait);
  }

  async function submit() {
    if (!agreed) return toast(TEXTS.login.consentRequired);
    if (!isMobile(phone)) return toast(MESSAGES.mobileInvalid);
    if (mode === 'code' && !isCode(code)) return toast(MESSAGES.codeInvalid);
    if (mode === 'password' && !password) return toast(TEXTS.login.passwordPlaceholder);
    setBusy(true);
    try {
      const response = await withLoading(mode === 'code'
        ? api.call(quickPhoneLogin, { phone, code })
        : api.call(passwordLogin, { account: phone, password }));
      toast(TEXTS.login.success);
      onLoggedIn(response);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login-form">
      <Tabs activeKey={mode} onChange={(key) => setMode(key as 'code' | 'password')}>
        <Tabs.Tab title={TEXTS.login.byCode} key="code" />
        <Tabs.Tab title={TEXTS.login.byPassword} key="password" />
      </Tabs>
      <Form layout="horizontal">
        <Form.Item label={TEXTS.login.phone}>
          <Input aria-label={TEXTS.login.phone} placeholder={TEXTS.login.phonePlaceholder} type="tel" maxLength={11} value={phone} onChange={setPhone} clearable />
        </Form.Item>
        {mode === 'code' ? (
          <Form.Item
            label={TEXTS.login.code}
            extra={
              <Button size="small" color="primary" fill="none" disabled={left > 0} onClick={() => void sendCode()}>
                {left > 0 ? TEXTS.login.resendIn(left) : TEXTS.login.sendCode}
              </Button>
            }
          >
            <Input aria-label={TEXTS.login.code} placeholder={TEXTS.login.codePlaceholder} type="tel" maxLength={6} value={code} onChange={setCode} />
          </Form.Item>
        ) : (
          <Form.Item label={TEXTS.login.password}>
            <Input aria-label={TEXTS.login.password} placeholder={TEXTS.login.passwordPlaceholder} type="password" value={password} onChange={setPassword} />
          </Form.Item>
        )}
      </Form>
      <div className="login-form__actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>{TEXTS.login.submit}</Button>
        <ConsentCheck agreed={agreed} onChange={setAgreed} />
        {mode === 'code' && <p className="login-form__hint">{TEXTS.login.agreement}</p>}
        <p className="login-form__links" style={{ display: 'flex', justifyContent: 'space-between', fontSize: 14, marginTop: 16 }}>
          <a href={`#${PATHS.register}`}>{ACCOUNT_TEXTS.register.goRegister}</a>
          <a href={`#${PATHS.forgetPassword}`}>{ACCOUNT_TEXTS.register.forget}</a>
        </p>
      </div>
    </div>
  );
}
