import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input } from 'antd-mobile';
import { changeEmail } from '../../../../contract/account/account';
import { maskMobile } from '../../../../domain/format';
import { MESSAGES } from '../../../../domain/messages';
import { isCode, isEmail } from '../../../../domain/validators';
import { ACCOUNT_TEXTS } from '../../../../ui/account-texts';
import { showError, toast, withLoading } from '../../../../ui/feedback';
import { useSession } from '../../../../ui/hooks/use-session';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { CodeButton, SecurityPage, sendOwnCode } from './account-bits';
import { goBack } from '../../../go-back';

const T = ACCOUNT_TEXTS.email;
const C = ACCOUNT_TEXTS.common;

/** spec §2 settings/change_email: the e-mail (spec §5 rule), confirmed by a code to the account's phone. */
function ChangeEmailScreen() {
  const { api, session } = useAppContext();
  const phone = useSession(session).userInfo.usersPhone ?? '';
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!isEmail(email.trim())) return toast(MESSAGES.emailInvalid);
    if (!isCode(code)) return toast(MESSAGES.codeInvalid);
    setBusy(true);
    try {
      await withLoading(api.call(changeEmail, { email: email.trim(), code }));
      toast(T.done);
      goBack();
    } catch (error) { showError(error); } finally { setBusy(false); }
  }

  return (
    <SecurityPage title={T.title} className="change-email">
      <Form layout="horizontal">
        <Form.Item label={T.email}>
          <Input aria-label={T.email} placeholder={T.placeholder} type="email" maxLength={100} value={email} onChange={setEmail} clearable />
        </Form.Item>
        <Form.Item label={C.code} description={C.codeSentTo(maskMobile(phone))} extra={<CodeButton send={() => sendOwnCode(api)} />}>
          <Input aria-label={C.code} placeholder={C.codePlaceholder} type="tel" maxLength={6} value={code} onChange={(v) => setCode(v.trim())} />
        </Form.Item>
      </Form>
      <p className="page-hint">{T.hint}</p>
      <div className="page-actions"><Button block color="primary" loading={busy} onClick={() => void save()}>{C.confirm}</Button></div>
    </SecurityPage>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.changeEmail}` as const)({ component: ChangeEmailScreen });
